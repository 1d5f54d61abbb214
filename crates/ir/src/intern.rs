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
//! The table holds each value's `u32` index and 32 bits of its hash (8 bytes an entry): the
//! low 25 bits, which place it in the table, and the top 7, the table's tag. The table works
//! with the hash reduced to those bits ([`reduce`]), so a lookup compares a value only when
//! they match (it seldom reads a value it does not want: a cache miss, in a big table), and
//! growing the table rehashes entries from their kept bits without reading any value. Cost:
//! `get` is O(1) and lock-free; `intern` is one hash, one lock and, for a new value, one push.

use crate::append::AppendVec;
use hashbrown::HashTable;
use parking_lot::Mutex;
use rustc_hash::FxHasher;
use std::hash::{Hash, Hasher};

pub(crate) struct Interner<T> {
    /// Pushed only under `table`'s lock (`AppendVec::push`'s contract).
    items: AppendVec<T>,
    /// `(index, the value's hash as kept by [`reduce`])`.
    table: Mutex<HashTable<(u32, u32)>>,
    hash_fn: fn(&T) -> u64,
}

const LOW_BITS: u32 = 25;
const LOW_MASK: u32 = (1 << LOW_BITS) - 1;

/// A value's hash as the table keeps it (32 bits: the low 25, the top 7) and as the table
/// works with it (those bits in place). Buckets are picked by the low bits, so tables of up to
/// 2^25 buckets spread as with the full hash; bigger ones stay correct, with more collisions.
#[inline]
fn reduce(hash: u64) -> (u64, u32) {
    let kept = (hash as u32 & LOW_MASK) | ((hash >> 57) as u32) << LOW_BITS;
    (expand(kept), kept)
}

#[inline]
fn expand(kept: u32) -> u64 {
    (u64::from(kept >> LOW_BITS) << 57) | u64::from(kept & LOW_MASK)
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
        let (hash, kept) = reduce((self.hash_fn)(&value));
        let mut table = self.table.lock();
        if let Some(&(idx, _)) = table.find(hash, |&(idx, h)| h == kept && *self.items.get(idx as usize) == value) {
            return idx;
        }
        self.insert_locked(&mut table, hash, kept, value)
    }

    /// Pushes `value` as a new entry. `table` is the locked table (so pushes are serialized).
    fn insert_locked(&self, table: &mut HashTable<(u32, u32)>, hash: u64, kept: u32, value: T) -> u32 {
        // SAFETY: the caller holds the table's lock, which every push takes.
        let idx = unsafe { self.items.push(value) };
        // Indices stay below 2^31: stored op locations use the top bit (`store/source.rs`).
        let idx = u32::try_from(idx).ok().filter(|&i| i < 1 << 31).expect("more than 2^31 uniqued values in one context");
        table.insert_unique(hash, (idx, kept), |&(_, k)| expand(k));
        idx
    }

    /// Looks up by a borrowed key: `hash` must be the hash `hash_fn` gives the owned value,
    /// `eq` must agree with `T`'s equality, and `make` builds the owned value only when the key
    /// is new.
    pub(crate) fn intern_with(&self, hash: u64, eq: impl Fn(&T) -> bool, make: impl FnOnce() -> T) -> u32 {
        let (hash, kept) = reduce(hash);
        let mut table = self.table.lock();
        if let Some(&(idx, _)) = table.find(hash, |&(idx, h)| h == kept && eq(self.items.get(idx as usize))) {
            return idx;
        }
        self.insert_locked(&mut table, hash, kept, make())
    }

    /// The value at `idx`. Panics if `idx` was not handed out by this interner.
    #[inline]
    pub(crate) fn get(&self, idx: u32) -> &T {
        self.items.get(idx as usize)
    }

    /// Makes room for `additional` more values without rehashing.
    pub(crate) fn reserve(&self, additional: usize) {
        self.table.lock().reserve(additional, |&(_, k)| expand(k));
    }

    pub(crate) fn len(&self) -> usize {
        self.items.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_keep_their_index_as_the_table_grows() {
        let i: Interner<u64> = Interner::new();
        let idx: Vec<u32> = (0..100_000u64).map(|v| i.intern(v * 7919)).collect();
        for (k, v) in (0..100_000u64).enumerate() {
            assert_eq!(i.intern(v * 7919), idx[k]);
            assert_eq!(*i.get(idx[k]), v * 7919);
        }
        assert_eq!(i.len(), 100_000);
        // Hashes that agree in every kept bit still tell values apart.
        let same: Interner<u64> = Interner::with_hasher(|_| 0xFE00_0000_0000_0001);
        let a = same.intern(1);
        let b = same.intern(2);
        assert_ne!(a, b);
        assert_eq!(same.intern(1), a);
    }

    #[test]
    fn reduced_hashes_keep_bucket_and_tag_bits() {
        let h = 0xABCD_EF01_2345_6789u64;
        let (table_hash, kept) = reduce(h);
        assert_eq!(table_hash & u64::from(LOW_MASK), h & u64::from(LOW_MASK));
        assert_eq!(table_hash >> 57, h >> 57);
        assert_eq!(expand(kept), table_hash);
    }
}
