//! An append-only vector for the uniquing tables: elements never move, reads take no lock.
//!
//! Storage is a series of buckets, bucket `b` holding `FIRST << b` elements, allocated when
//! the first element that falls in it is pushed. Invariants:
//! - elements `0..len` are initialized, and stay in place and unchanged until the vector is
//!   dropped (so `get` can hand out `&T` while others push);
//! - the bucket of every element below `len` is allocated, and its pointer was stored before
//!   `len` was raised past that element (`len` is stored with `Release` and loaded with
//!   `Acquire`, so a reader that sees `len > i` also sees element `i` and its bucket);
//! - pushes are serialized by the caller (the interner pushes under its table lock); reads
//!   may run on any thread at any time.
//!
//! Unlike a general concurrent vector it keeps no per-element "written" flag: an interned
//! value costs its own size only (a third less memory for attributes, which are mostly
//! locations, and one fewer load per read).

use std::alloc::{alloc, dealloc, handle_alloc_error, Layout};
use std::sync::atomic::{AtomicPtr, AtomicUsize, Ordering};

/// Elements in bucket 0 (a power of two).
const FIRST: usize = 32;
/// Enough buckets for more than `u32::MAX` elements: `FIRST * (2^BUCKETS - 1)`.
const BUCKETS: usize = 28;

pub(crate) struct AppendVec<T> {
    buckets: [AtomicPtr<T>; BUCKETS],
    len: AtomicUsize,
}

// SAFETY: the vector owns its elements (sending it sends them: `T: Send`). Shared access hands
// out `&T` (`T: Sync`) and moves values in from any thread through `push` (`T: Send`); all
// shared mutation is through atomics and the caller-serialized `push` (module invariants).
unsafe impl<T: Send> Send for AppendVec<T> {}
// SAFETY: as above.
unsafe impl<T: Send + Sync> Sync for AppendVec<T> {}

/// The bucket and the position in it of element `i`.
#[inline]
fn locate(i: usize) -> (usize, usize) {
    let j = i + FIRST;
    let b = (usize::BITS - 1 - j.leading_zeros()) as usize - FIRST.trailing_zeros() as usize;
    (b, j - (FIRST << b))
}

fn bucket_layout<T>(b: usize) -> Layout {
    Layout::array::<T>(FIRST << b).expect("bucket size overflows")
}

impl<T> AppendVec<T> {
    const NOT_ZERO_SIZED: () = assert!(std::mem::size_of::<T>() > 0, "AppendVec does not hold zero-sized values");

    pub(crate) fn new() -> Self {
        let () = Self::NOT_ZERO_SIZED;
        AppendVec { buckets: std::array::from_fn(|_| AtomicPtr::new(std::ptr::null_mut())), len: AtomicUsize::new(0) }
    }

    /// The number of elements pushed.
    #[inline]
    pub(crate) fn len(&self) -> usize {
        self.len.load(Ordering::Acquire)
    }

    /// Appends `value` and returns its index.
    ///
    /// # Safety
    /// No other `push` on this vector may run at the same time (the caller holds a lock that
    /// every pusher takes). Reads may.
    pub(crate) unsafe fn push(&self, value: T) -> usize {
        // Only pushers store `len`, and they are serialized: this is the current length.
        let i = self.len.load(Ordering::Relaxed);
        let (b, off) = locate(i);
        assert!(b < BUCKETS, "more values than an AppendVec holds");
        let mut p = self.buckets[b].load(Ordering::Relaxed);
        if p.is_null() {
            let layout = bucket_layout::<T>(b);
            // SAFETY: the layout has a non-zero size (`T` is not zero-sized, the count is
            // at least FIRST).
            p = unsafe { alloc(layout) }.cast::<T>();
            if p.is_null() {
                handle_alloc_error(layout);
            }
            self.buckets[b].store(p, Ordering::Release);
        }
        // SAFETY: `off` is below the bucket's capacity (`locate`), the slot is past `len` so no
        // reader looks at it, and no other pusher runs (the caller's contract).
        unsafe { p.add(off).write(value) };
        self.len.store(i + 1, Ordering::Release);
        i
    }

    /// Element `i`. Panics if `i` was not handed out by `push`.
    #[inline]
    pub(crate) fn get(&self, i: usize) -> &T {
        let len = self.len.load(Ordering::Acquire);
        assert!(i < len, "index {i} of a uniquing table of {len} values");
        let (b, off) = locate(i);
        let p = self.buckets[b].load(Ordering::Relaxed);
        // SAFETY: `i < len`, so element `i` is initialized and its bucket pointer (stored
        // before `len` was raised, made visible by the `Acquire` load above) is non-null;
        // elements are never moved or mutated while the vector lives.
        unsafe { &*p.add(off) }
    }
}

impl<T> Drop for AppendVec<T> {
    fn drop(&mut self) {
        let len = *self.len.get_mut();
        for i in 0..len {
            let (b, off) = locate(i);
            // SAFETY: elements below `len` are initialized and dropped once, here.
            unsafe { std::ptr::drop_in_place(self.buckets[b].get_mut().add(off)) };
        }
        for (b, p) in self.buckets.iter_mut().enumerate() {
            let p = *p.get_mut();
            if !p.is_null() {
                // SAFETY: allocated in `push` with this bucket's layout, freed once.
                unsafe { dealloc(p.cast(), bucket_layout::<T>(b)) };
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locate_fills_buckets_in_order() {
        assert_eq!(locate(0), (0, 0));
        assert_eq!(locate(FIRST - 1), (0, FIRST - 1));
        assert_eq!(locate(FIRST), (1, 0));
        assert_eq!(locate(3 * FIRST - 1), (1, 2 * FIRST - 1));
        assert_eq!(locate(3 * FIRST), (2, 0));
        assert!(locate(u32::MAX as usize).0 < BUCKETS);
    }

    /// Sizes small enough for Miri (`cargo +nightly miri test -p mlir-ir --lib append`).
    const MANY: usize = if cfg!(miri) { 300 } else { 10_000 };

    #[test]
    fn push_get_and_drop() {
        let v = AppendVec::new();
        for i in 0..MANY {
            // SAFETY: one thread pushes.
            assert_eq!(unsafe { v.push(format!("v{i}")) }, i);
        }
        assert_eq!(v.len(), MANY);
        assert_eq!(v.get(0), "v0");
        assert_eq!(v.get(MANY - 1), &format!("v{}", MANY - 1));
        let first: *const String = v.get(5);
        // SAFETY: one thread pushes.
        unsafe { v.push("more".to_string()) };
        assert!(std::ptr::eq(first, v.get(5)), "elements never move");
    }

    #[test]
    #[should_panic(expected = "uniquing table")]
    fn get_past_the_end_panics() {
        let v: AppendVec<u64> = AppendVec::new();
        v.get(0);
    }

    #[test]
    fn reads_while_another_thread_pushes() {
        let v = std::sync::Arc::new(AppendVec::new());
        let lock = std::sync::Mutex::new(());
        std::thread::scope(|s| {
            s.spawn(|| {
                for i in 0..MANY as u64 {
                    let _g = lock.lock().unwrap();
                    // SAFETY: pushes hold `lock`.
                    unsafe { v.push(i * 3) };
                }
            });
            s.spawn(|| {
                let mut seen = 0;
                while seen < MANY {
                    let n = v.len();
                    for i in seen..n {
                        assert_eq!(*v.get(i), i as u64 * 3);
                    }
                    seen = n;
                }
            });
        });
    }
}
