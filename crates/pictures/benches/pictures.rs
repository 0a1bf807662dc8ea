//! Speed and size of the pictures (issue 14: a hand ≤ 3 ms, a full table
//! ≤ 8 ms on one core, each PNG ≤ 80 KB). `render` is the whole job: check,
//! draw and encode the PNG.
//!
//! ```text
//! cargo bench -p gin-pictures
//! ```
//!
//! Two groups: `wall` (criterion's usual clock) and `cpu` (the thread's own
//! CPU time), since on a shared machine the wall clock also counts the
//! time other processes hold the core. The PNG sizes are printed first.

use criterion::measurement::{Measurement, ValueFormatter};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use gin_pictures::{render, ContentKey, Picture, PictureCache, Style};
use std::hint::black_box;

/// The positions measured: a hand just drawn, the table after a knock with
/// layoffs (the fullest picture), the table during the break.
fn positions() -> Vec<(&'static str, Picture)> {
    [
        ("hand", include_str!("../tests/golden/engine-hand.json")),
        (
            "table_knock",
            include_str!("../tests/golden/engine-knock.json"),
        ),
        (
            "table_break",
            include_str!("../tests/golden/engine-break.json"),
        ),
    ]
    .into_iter()
    .map(|(name, json)| (name, serde_json::from_str(json).expect("a golden picture")))
    .collect()
}

fn sizes() {
    for (name, picture) in positions() {
        let png = render(&picture, Style::default()).unwrap();
        eprintln!(
            "{name}: {}×{} px, PNG {} bytes ({:.1} KB)",
            png.width,
            png.height,
            png.bytes.len(),
            png.bytes.len() as f64 / 1024.0
        );
    }
}

fn pictures<M: Measurement + 'static>(c: &mut Criterion<M>, clock: &str) {
    let mut group = c.benchmark_group(format!("{clock}/render"));
    group.throughput(Throughput::Elements(1));
    for (name, picture) in positions() {
        group.bench_function(name, |b| {
            b.iter(|| render(black_box(&picture), Style::default()).unwrap())
        });
    }
    group.finish();
    let (_, hand) = &positions()[0];
    c.bench_function(&format!("{clock}/content_key/hand"), |b| {
        b.iter(|| ContentKey::of(black_box(hand), Style::default()))
    });
    let cache = PictureCache::new(8 << 20);
    cache.get_or_render(hand, Style::default()).unwrap();
    c.bench_function(&format!("{clock}/cache_hit/hand"), |b| {
        b.iter(|| {
            cache
                .get_or_render(black_box(hand), Style::default())
                .unwrap()
        })
    });
}

/// The calling thread's CPU time.
struct ThreadCpu;

fn thread_cpu_nanos() -> u64 {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: clock_gettime only writes the timespec we pass.
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    assert_eq!(rc, 0, "the thread CPU clock is readable");
    ts.tv_sec as u64 * 1_000_000_000 + ts.tv_nsec as u64
}

impl Measurement for ThreadCpu {
    type Intermediate = u64;
    type Value = u64;
    fn start(&self) -> u64 {
        thread_cpu_nanos()
    }
    fn end(&self, start: u64) -> u64 {
        thread_cpu_nanos() - start
    }
    fn add(&self, a: &u64, b: &u64) -> u64 {
        a + b
    }
    fn zero(&self) -> u64 {
        0
    }
    fn to_f64(&self, v: &u64) -> f64 {
        *v as f64
    }
    fn formatter(&self) -> &dyn ValueFormatter {
        &CpuNanos
    }
}

/// Formats CPU nanoseconds as criterion formats wall time.
struct CpuNanos;

impl ValueFormatter for CpuNanos {
    fn scale_values(&self, ns: f64, values: &mut [f64]) -> &'static str {
        let (factor, unit) = if ns < 1e3 {
            (1.0, "ns cpu")
        } else if ns < 1e6 {
            (1e-3, "µs cpu")
        } else {
            (1e-6, "ms cpu")
        };
        values.iter_mut().for_each(|v| *v *= factor);
        unit
    }
    fn scale_throughputs(
        &self,
        _typical: f64,
        _t: &Throughput,
        values: &mut [f64],
    ) -> &'static str {
        values.iter_mut().for_each(|v| *v = 1e9 / *v);
        "pictures/s cpu"
    }
    fn scale_for_machines(&self, _values: &mut [f64]) -> &'static str {
        "ns cpu"
    }
}

fn wall(c: &mut Criterion) {
    sizes();
    pictures(c, "wall");
}

fn cpu(c: &mut Criterion<ThreadCpu>) {
    pictures(c, "cpu");
}

criterion_group!(wall_group, wall);
criterion_group! {
    name = cpu_group;
    config = Criterion::default().with_measurement(ThreadCpu);
    targets = cpu
}
criterion_main!(wall_group, cpu_group);
