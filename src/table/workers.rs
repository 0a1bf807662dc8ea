//! The service's own threads. Commands wait for the disk and reads go to
//! redb, so async front ends hand them to these threads
//! ([`Service::call`](super::service::Service::call)) and await the
//! answer: no front end blocks its executor, and none needs to
//! know which calls block.

use std::future::Future;
use std::sync::{mpsc, Arc, Mutex};

type Job = Box<dyn FnOnce() + Send>;

/// A fixed pool of threads taking jobs in order of arrival.
pub(crate) struct Workers {
    jobs: mpsc::Sender<Job>,
}

/// The job's thread stopped before it answered (the job panicked).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Lost;

impl Workers {
    /// Starts `threads` threads; they end when the pool is dropped.
    pub(crate) fn start(threads: usize) -> Workers {
        let (tx, rx) = mpsc::channel::<Job>();
        let rx = Arc::new(Mutex::new(rx));
        for i in 0..threads.max(1) {
            let rx = rx.clone();
            std::thread::Builder::new()
                .name(format!("table-{i}"))
                .spawn(move || loop {
                    // The lock is held only while waiting for the next job.
                    let job = rx.lock().expect("lock").recv();
                    match job {
                        // A panic loses that job's answer (its caller is
                        // told), not the thread.
                        Ok(job) => {
                            let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(job));
                        }
                        Err(_) => break,
                    }
                })
                .expect("a worker thread");
        }
        Workers { jobs: tx }
    }

    /// Runs `f` on a worker; the future completes with its result.
    pub(crate) fn run<T: Send + 'static>(
        &self,
        f: impl FnOnce() -> T + Send + 'static,
    ) -> impl Future<Output = Result<T, Lost>> {
        let (tx, rx) = tokio::sync::oneshot::channel();
        let job: Job = Box::new(move || {
            let _ = tx.send(f());
        });
        // A send fails only once the receiving threads are gone, and then
        // `rx` reports the job lost.
        let _ = self.jobs.send(job);
        async move { rx.await.map_err(|_| Lost) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn jobs_run_off_the_caller_and_a_panic_loses_only_its_answer() {
        let w = Workers::start(2);
        let caller = std::thread::current().id();
        let (thread, name) = w
            .run(|| {
                let t = std::thread::current();
                (t.id(), t.name().map(str::to_string))
            })
            .await
            .unwrap();
        assert_ne!(thread, caller);
        assert!(name.unwrap().starts_with("table-"));
        assert_eq!(w.run(|| -> u32 { panic!("a job fails") }).await, Err(Lost));
        // Both threads still take jobs.
        let answers = tokio::join!(w.run(|| 1), w.run(|| 2));
        assert_eq!(answers, (Ok(1), Ok(2)));
    }
}
