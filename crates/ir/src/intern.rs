//! Thread-safe, append-only uniquing tables.
//!
//! An [`Interner<T>`] maps each distinct value to a dense `u32` index. Invariants:
//! - an index, once handed out, refers to the same value for the life of the interner
//!   (entries are never removed or moved: storage is a `boxcar::Vec`, whose elements keep their
//!   address while others are pushed);
//! - two equal values always get the same index, so equality of indices is equality of values;
//! - reads (`get`) take no lock; `intern` takes one short lock on the hash table.
//!
//! Cost: `get` is O(1) and lock-free; `intern` is one hash plus one lock and, for a new value, one
//! push.

use hashbrown::HashTable;
use parking_lot::Mutex;
use rustc_hash::FxHasher;
use std::hash::{Hash, Hasher};

pub(crate) struct Interner<T> {
    items: boxcar::Vec<T>,
    /// (hash, index) pairs; the hash is kept to rehash without touching `items`.
    table: Mutex<HashTable<(u64, u32)>>,
}

pub(crate) fn fx_hash<Q: Hash + ?Sized>(q: &Q) -> u64 {
    let mut h = FxHasher::default();
    q.hash(&mut h);
    h.finish()
}

impl<T: Hash + Eq> Interner<T> {
    pub(crate) fn new() -> Self {
        Interner { items: boxcar::Vec::new(), table: Mutex::new(HashTable::new()) }
    }

    /// Returns the index of `value`, inserting it if it is new.
    pub(crate) fn intern(&self, value: T) -> u32 {
        self.intern_hashed(fx_hash(&value), value)
    }

    /// As [`Interner::intern`] with a caller-computed hash (which must be a function of the
    /// value alone).
    pub(crate) fn intern_hashed(&self, hash: u64, value: T) -> u32 {
        let mut table = self.table.lock();
        if let Some(&(_, idx)) = table.find(hash, |&(h, idx)| h == hash && self.items[idx as usize] == value) {
            return idx;
        }
        self.insert_locked(&mut table, hash, value)
    }

    fn insert_locked(&self, table: &mut HashTable<(u64, u32)>, hash: u64, value: T) -> u32 {
        let idx = self.items.push(value);
        let idx = u32::try_from(idx).expect("more than 2^32 uniqued values in one context");
        table.insert_unique(hash, (hash, idx), |&(h, _)| h);
        idx
    }

    /// Looks up by a borrowed key: `hash` must be the hash `T` would have, `eq` must agree with
    /// `T`'s equality, and `make` builds the owned value only when the key is new.
    pub(crate) fn intern_with(&self, hash: u64, eq: impl Fn(&T) -> bool, make: impl FnOnce() -> T) -> u32 {
        let mut table = self.table.lock();
        if let Some(&(_, idx)) = table.find(hash, |&(h, idx)| h == hash && eq(&self.items[idx as usize])) {
            return idx;
        }
        self.insert_locked(&mut table, hash, make())
    }

    /// The value at `idx`. Panics if `idx` was not handed out by this interner.
    #[inline]
    pub(crate) fn get(&self, idx: u32) -> &T {
        &self.items[idx as usize]
    }

    /// Makes room for `additional` more values without rehashing.
    pub(crate) fn reserve(&self, additional: usize) {
        self.table.lock().reserve(additional, |&(h, _)| h);
    }

    pub(crate) fn len(&self) -> usize {
        self.items.count()
    }
}
