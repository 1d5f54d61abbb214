//! Thread-safe, append-only uniquing tables.
//!
//! An [`Interner<T>`] maps each distinct value to a dense `u32` index. Invariants:
//! - an index, once handed out, refers to the same value for the life of the interner
//!   (entries are never removed or moved: storage is an [`AppendVec`], whose elements keep
//!   their address while others are pushed);
//! - two equal values always get the same index, so equality of indices is equality of values;
//! - every value's hash is `hash_fn(value)`, a pure function of the value;
//! - reads (`get`) take no lock; `intern` takes one short lock on the hash table.
//!
//! The table holds each value's `u32` index and the low 32 bits of its hash (8 bytes an
//! entry): a lookup compares a value only when those bits match, so it seldom reads a value it
//! does not want (a read that, for a table of a million parsed locations, is a cache miss).
//! Full hashes are recomputed from the values when the table grows. Cost: `get` is O(1) and
//! lock-free; `intern` is one hash, one lock and, for a new value, one push.

use crate::append::AppendVec;
use hashbrown::HashTable;
use parking_lot::Mutex;
use rustc_hash::FxHasher;
use std::hash::{Hash, Hasher};

pub(crate) struct Interner<T> {
    /// Pushed only under `table`'s lock (`AppendVec::push`'s contract).
    items: AppendVec<T>,
    /// `(index, low 32 bits of the value's hash)`.
    table: Mutex<HashTable<(u32, u32)>>,
    hash_fn: fn(&T) -> u64,
}

pub(crate) fn fx_hash<Q: Hash + ?Sized>(q: &Q) -> u64 {
    let mut h = FxHasher::default();
    q.hash(&mut h);
    h.finish()
}

impl<T: Hash + Eq> Interner<T> {
    /// An interner hashing values with FxHash.
    pub(crate) fn new() -> Self {
        Self::with_hasher(|v| fx_hash(v))
    }
}

impl<T: Eq> Interner<T> {
    pub(crate) fn with_hasher(hash_fn: fn(&T) -> u64) -> Self {
        Interner { items: AppendVec::new(), table: Mutex::new(HashTable::new()), hash_fn }
    }

    /// Returns the index of `value`, inserting it if it is new.
    pub(crate) fn intern(&self, value: T) -> u32 {
        let hash = (self.hash_fn)(&value);
        let mut table = self.table.lock();
        if let Some(&(idx, _)) = table.find(hash, |&(idx, h)| h == hash as u32 && *self.items.get(idx as usize) == value) {
            return idx;
        }
        self.insert_locked(&mut table, hash, value)
    }

    /// Pushes `value` as a new entry. `table` is the locked table (so pushes are serialized).
    fn insert_locked(&self, table: &mut HashTable<(u32, u32)>, hash: u64, value: T) -> u32 {
        // SAFETY: the caller holds the table's lock, which every push takes.
        let idx = unsafe { self.items.push(value) };
        // Indices stay below 2^31: stored op locations use the top bit (`store/source.rs`).
        let idx = u32::try_from(idx).ok().filter(|&i| i < 1 << 31).expect("more than 2^31 uniqued values in one context");
        let (items, hash_fn) = (&self.items, self.hash_fn);
        table.insert_unique(hash, (idx, hash as u32), |&(i, _)| hash_fn(items.get(i as usize)));
        idx
    }

    /// Looks up by a borrowed key: `hash` must be the hash `hash_fn` gives the owned value,
    /// `eq` must agree with `T`'s equality, and `make` builds the owned value only when the key
    /// is new.
    pub(crate) fn intern_with(&self, hash: u64, eq: impl Fn(&T) -> bool, make: impl FnOnce() -> T) -> u32 {
        let mut table = self.table.lock();
        if let Some(&(idx, _)) = table.find(hash, |&(idx, h)| h == hash as u32 && eq(self.items.get(idx as usize))) {
            return idx;
        }
        self.insert_locked(&mut table, hash, make())
    }

    /// The value at `idx`. Panics if `idx` was not handed out by this interner.
    #[inline]
    pub(crate) fn get(&self, idx: u32) -> &T {
        self.items.get(idx as usize)
    }

    /// Makes room for `additional` more values without rehashing.
    pub(crate) fn reserve(&self, additional: usize) {
        let (items, hash_fn) = (&self.items, self.hash_fn);
        self.table.lock().reserve(additional, |&(i, _)| hash_fn(items.get(i as usize)));
    }

    pub(crate) fn len(&self) -> usize {
        self.items.len()
    }
}
