//! Content keys and a bounded cache, so the same picture is drawn once.

use crate::{render, Picture, PictureError, Png, Style, DRAWING_VERSION};
use lru::LruCache;
use sha2::{Digest, Sha256};
use std::fmt;
use std::sync::{Arc, Mutex};

/// A hash of everything a picture depends on: the picture, the style and
/// the drawing's version. Equal keys mean equal PNGs. 128 bits of SHA-256
/// over the canonical JSON, so a collision is not a practical concern.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ContentKey([u8; 16]);

impl ContentKey {
    pub fn of(picture: &Picture, style: Style) -> ContentKey {
        let mut h = Sha256::new();
        h.update(DRAWING_VERSION.to_le_bytes());
        // The model has no maps, so its JSON is the same for equal values.
        let json = serde_json::to_vec(&(picture, style)).expect("a picture always serialises");
        h.update(&json);
        let digest = h.finalize();
        let mut key = [0; 16];
        key.copy_from_slice(&digest[..16]);
        ContentKey(key)
    }

    /// 32 lower-case hex digits (usable in a file name).
    pub fn hex(&self) -> String {
        self.0.iter().map(|b| format!("{b:02x}")).collect()
    }
}

impl fmt::Display for ContentKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.hex())
    }
}

impl fmt::Debug for ContentKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ContentKey({})", self.hex())
    }
}

struct Inner {
    entries: LruCache<ContentKey, Arc<Png>>,
    bytes: usize,
    hits: u64,
    misses: u64,
}

/// Drawn pictures by content key, least recently used first out once they
/// hold more than a byte budget. Shared between threads (`&self`); a miss
/// draws while holding the lock, so two requests for the same picture never
/// draw it twice (a draw takes a few milliseconds).
pub struct PictureCache {
    inner: Mutex<Inner>,
    budget: usize,
}

/// Hits and misses since the cache was made, and what it holds now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CacheStats {
    pub hits: u64,
    pub misses: u64,
    pub entries: usize,
    pub bytes: usize,
}

impl PictureCache {
    /// A cache holding at most `budget` bytes of PNG.
    pub fn new(budget: usize) -> PictureCache {
        PictureCache {
            inner: Mutex::new(Inner {
                entries: LruCache::unbounded(),
                bytes: 0,
                hits: 0,
                misses: 0,
            }),
            budget,
        }
    }

    /// The picture drawn, from the cache when it was drawn before.
    ///
    /// Drawn outside the lock: a picture takes milliseconds to draw, and
    /// while one was drawn under the lock every other request waited, a
    /// cache hit on a click's answer too, and the drawing used one core at
    /// most (the load benchmark's click → callback p99 was 0.6–1 s). Two
    /// requests for the same new picture may both draw it; the first kept
    /// is the one shared.
    pub fn get_or_render(&self, picture: &Picture, style: Style) -> Result<Arc<Png>, PictureError> {
        let key = ContentKey::of(picture, style);
        if let Some(png) = self.lookup(&key) {
            return Ok(png);
        }
        let png = Arc::new(render(picture, style)?);
        // A panic elsewhere while holding the lock leaves the map consistent
        // (every step below keeps it so), so a poisoned lock is still usable.
        let mut inner = self.inner.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(drawn_meanwhile) = inner.entries.get(&key) {
            return Ok(Arc::clone(drawn_meanwhile));
        }
        let size = png.bytes.len();
        if size <= self.budget {
            inner.bytes += size;
            inner.entries.put(key, Arc::clone(&png));
            while inner.bytes > self.budget {
                match inner.entries.pop_lru() {
                    Some((_, old)) => inner.bytes -= old.bytes.len(),
                    None => break,
                }
            }
        }
        Ok(png)
    }

    /// The picture of `key` if it is in the cache (counted as a hit; a
    /// miss otherwise).
    fn lookup(&self, key: &ContentKey) -> Option<Arc<Png>> {
        let mut inner = self.inner.lock().unwrap_or_else(|e| e.into_inner());
        match inner.entries.get(key).map(Arc::clone) {
            Some(png) => {
                inner.hits += 1;
                Some(png)
            }
            None => {
                inner.misses += 1;
                None
            }
        }
    }

    pub fn stats(&self) -> CacheStats {
        let inner = self.inner.lock().unwrap_or_else(|e| e.into_inner());
        CacheStats {
            hits: inner.hits,
            misses: inner.misses,
            entries: inner.entries.len(),
            bytes: inner.bytes,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::HandPicture;

    fn hand(deadwood: &str) -> Picture {
        Picture::Hand(HandPicture {
            deadwood: gin_core::engine::parse_cards(deadwood).unwrap(),
            count: Some(0),
            ..HandPicture::default()
        })
    }

    #[test]
    fn keys_differ_by_picture_and_style_and_repeat_for_equal_input() {
        let a = hand("Kc");
        let b = hand("Qc");
        let plain = Style::default();
        let four = Style {
            four_colour: true,
            ..Style::default()
        };
        assert_eq!(ContentKey::of(&a, plain), ContentKey::of(&a.clone(), plain));
        assert_ne!(ContentKey::of(&a, plain), ContentKey::of(&b, plain));
        assert_ne!(ContentKey::of(&a, plain), ContentKey::of(&a, four));
        assert_eq!(ContentKey::of(&a, plain).hex().len(), 32);
    }

    #[test]
    fn each_language_has_its_own_key_and_english_keeps_the_old_one() {
        let a = hand("Kc");
        let keys: std::collections::BTreeSet<ContentKey> = gin_text::Lang::ALL
            .into_iter()
            .map(|lang| {
                let style = Style {
                    lang,
                    ..Style::default()
                };
                ContentKey::of(&a, style)
            })
            .collect();
        assert_eq!(keys.len(), gin_text::Lang::ALL.len());
        // English leaves the language out, so its keys are those of
        // pictures drawn before languages.
        let json = serde_json::to_string(&Style::default()).unwrap();
        assert_eq!(json, r#"{"four_colour":false}"#);
        let german: Style = serde_json::from_str(r#"{"lang":"de"}"#).unwrap();
        assert_eq!(german.lang, gin_text::Lang::De);
        // Two tables drawing the same cards in two languages share nothing.
        let cache = PictureCache::new(1 << 20);
        let en = cache.get_or_render(&a, Style::default()).unwrap();
        let de = cache.get_or_render(&a, german).unwrap();
        assert_ne!(en.bytes, de.bytes);
        assert_eq!(cache.stats().misses, 2);
    }

    #[test]
    fn the_same_picture_is_drawn_once() {
        let cache = PictureCache::new(1 << 20);
        let a = cache.get_or_render(&hand("Kc"), Style::default()).unwrap();
        let b = cache.get_or_render(&hand("Kc"), Style::default()).unwrap();
        assert!(Arc::ptr_eq(&a, &b));
        let s = cache.stats();
        assert_eq!((s.hits, s.misses, s.entries), (1, 1, 1));
        assert_eq!(s.bytes, a.bytes.len());
    }

    /// Drawn outside the lock, a new picture asked for by several threads
    /// at once may be drawn more than once, but all get the one kept.
    #[test]
    fn threads_asking_at_once_share_one_picture() {
        let cache = Arc::new(PictureCache::new(1 << 20));
        let start = Arc::new(std::sync::Barrier::new(4));
        let got: Vec<Arc<Png>> = (0..4)
            .map(|_| {
                let (cache, start) = (Arc::clone(&cache), Arc::clone(&start));
                std::thread::spawn(move || {
                    start.wait();
                    cache.get_or_render(&hand("Kc"), Style::default()).unwrap()
                })
            })
            .collect::<Vec<_>>()
            .into_iter()
            .map(|t| t.join().unwrap())
            .collect();
        let kept = cache.get_or_render(&hand("Kc"), Style::default()).unwrap();
        assert!(got.iter().all(|p| Arc::ptr_eq(p, &kept)));
        assert_eq!(cache.stats().entries, 1);
    }

    #[test]
    fn the_byte_budget_evicts_the_least_recently_used() {
        let one = render(&hand("Kc"), Style::default()).unwrap().bytes.len();
        // Room for two pictures of about this size, not three.
        let cache = PictureCache::new(one * 2 + one / 2);
        for d in ["Kc", "Qc", "Kc", "Jc"] {
            cache.get_or_render(&hand(d), Style::default()).unwrap();
        }
        let s = cache.stats();
        assert_eq!(s.entries, 2);
        assert!(s.bytes <= one * 2 + one / 2);
        // Kc was used more recently than Qc, so Qc went.
        cache.get_or_render(&hand("Kc"), Style::default()).unwrap();
        assert_eq!(cache.stats().hits, 2);
        cache.get_or_render(&hand("Qc"), Style::default()).unwrap();
        assert_eq!(cache.stats().misses, 4);
    }

    #[test]
    fn a_bad_picture_is_refused_and_not_cached() {
        let cache = PictureCache::new(1 << 20);
        let bad = Picture::Hand(HandPicture {
            count: Some(5000),
            ..HandPicture::default()
        });
        assert!(cache.get_or_render(&bad, Style::default()).is_err());
        assert_eq!(cache.stats().entries, 0);
    }
}
