//! The tool's global allocator: small blocks from mimalloc, large ones mapped directly.
//!
//! Parsing and printing allocate many small, short-lived blocks (per-op vectors, strings):
//! mimalloc serves those faster than glibc's malloc. Large blocks are the IR's arenas, which
//! grow by doubling to hundreds of MiB. On Linux they are mapped with `mmap` and grown with
//! `mremap`, which moves the pages instead of copying them, so growing an arena never holds
//! the old and the new copy at once (an allocator that copies would raise the peak memory by
//! half). Each block goes to one allocator by its size, fixed for its whole life: [`LARGE`]
//! bytes and up are mapped, smaller ones come from mimalloc. Elsewhere than Linux, large
//! blocks come from the system allocator.
//!
//! Huge pages, measured. A mapping of 2 MiB or more can be backed by transparent huge pages
//! (placed on a 2 MiB boundary and advised so): one page fault per 2 MiB instead of 512.
//! When the kernel has recently freed huge pages at hand, that is the cheapest way to get
//! memory (about 0.1 ms per MiB, zeroing included, against 0.4 ms with 4 KiB pages). But in
//! a virtual machine whose host takes back the guest's long-free memory (this project's
//! benchmark machines), a huge page made from such memory is backed anew by the host on first
//! touch: 2.2 ms per MiB. Which of the two a run gets depends on what ran before it (after a
//! program that used small pages, such as upstream's `iree-opt`, always the slow one), and it
//! moved the 1M-op custom-form benchmark between 0.73 s and 1.06 s. A huge page's first touch
//! takes either about 0.2 ms or about 4.5 ms, and the kernel hands out its recently freed ones
//! first. So the first huge pages of each fresh block are touched one by one and timed: as
//! long as each takes under a millisecond (4 KiB pages would map the same 2 MiB in about
//! 0.8 ms), huge pages stay; after a slow one, the rest of the block and every later block
//! use 4 KiB pages. On that benchmark a run after `iree-opt` now takes 0.82 s (1.06 s before);
//! back-to-back runs of the tool itself take 0.75 s instead of 0.69 s, since a run on small
//! pages leaves no fresh huge pages for the next (machines whose host does not take memory
//! back always find huge pages fast, and keep them).

use std::alloc::{GlobalAlloc, Layout};

/// Blocks of this many bytes or more are mapped (or, off Linux, from the system allocator).
const LARGE: usize = 1 << 20;

pub struct SplitAlloc;

/// mimalloc's `mi_option_arena_eager_commit` (`mimalloc.h`; the Rust bindings lack it).
const MI_OPTION_ARENA_EAGER_COMMIT: libmimalloc_sys::mi_option_t = 4;

/// Tunes mimalloc before it starts: its arenas are committed as they are used, not all at
/// once, which keeps the peak memory of small inputs down (a third lower on a 70,000-op
/// file) at no measured cost in time. mimalloc reserves its first arena in a constructor of
/// priority 101; this one, of priority 100, runs before it.
#[cfg(target_os = "linux")]
#[used]
#[unsafe(link_section = ".init_array.00100")]
static CONFIGURE: extern "C" fn() = configure;

#[cfg(target_os = "linux")]
extern "C" fn configure() {
    // SAFETY: setting an option has no preconditions; mimalloc reads it when it reserves
    // or commits arena memory.
    unsafe { libmimalloc_sys::mi_option_set(MI_OPTION_ARENA_EAGER_COMMIT, 0) };
}

fn is_large(layout_size: usize) -> bool {
    layout_size >= LARGE
}

#[cfg(target_os = "linux")]
mod large {
    use std::alloc::Layout;
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::time::{Duration, Instant};

    /// A mapping holds whole pages; alignments up to a page come free with it.
    const PAGE: usize = 4096;

    pub fn fits(layout: Layout) -> bool {
        layout.align() <= PAGE
    }

    /// A transparent huge page: the kernel backs only the 2 MiB-aligned stretches of a
    /// mapping with them.
    const HUGE: usize = 2 << 20;

    /// Whether this process has found a slow huge page (see the module docs): from then on its
    /// large blocks use 4 KiB pages.
    static AVOID_HUGE_PAGES: AtomicBool = AtomicBool::new(false);

    fn avoiding_huge_pages() -> bool {
        AVOID_HUGE_PAGES.load(Ordering::Relaxed)
    }

    /// A first touch of a huge page slower than this means fresh huge pages are expensive
    /// here: 4 KiB pages would have mapped the same 2 MiB in about 0.8 ms.
    const SLOW_HUGE_FAULT: Duration = Duration::from_micros(1000);

    /// Forces the choice (tests); `true` also lets the next blocks be probed afresh.
    #[cfg(test)]
    pub fn set_huge_pages(on: bool) {
        AVOID_HUGE_PAGES.store(!on, Ordering::Relaxed);
    }

    /// Makes the next probes find a slow page whatever the time (tests).
    #[cfg(test)]
    pub static FORCE_SLOW: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

    #[cfg(test)]
    fn forced_slow() -> bool {
        FORCE_SLOW.load(Ordering::Relaxed)
    }
    #[cfg(not(test))]
    fn forced_slow() -> bool {
        false
    }

    /// Asks the kernel for (or against) huge pages on `p..p+len`; a hint only.
    fn advise(p: *mut libc::c_void, len: usize, huge: bool) {
        let advice = if huge { libc::MADV_HUGEPAGE } else { libc::MADV_NOHUGEPAGE };
        // SAFETY: `p..p+len` is one of our mappings; advice has no effect on its contents.
        unsafe { libc::madvise(p, len, advice) };
    }

    /// A fresh read-write mapping of `size` bytes (non-zero), starting on a huge-page boundary
    /// when `aligned` (so that all of it can be backed by huge pages). Null on failure.
    fn map(size: usize, aligned: bool) -> *mut libc::c_void {
        let len = if aligned { size + HUGE } else { size };
        // SAFETY: an anonymous private mapping of a non-zero length has no preconditions.
        let p = unsafe { libc::mmap(std::ptr::null_mut(), len, libc::PROT_READ | libc::PROT_WRITE, libc::MAP_PRIVATE | libc::MAP_ANONYMOUS, -1, 0) };
        if p == libc::MAP_FAILED {
            return std::ptr::null_mut();
        }
        if !aligned {
            return p;
        }
        let round = |x: usize| (x + PAGE - 1) & !(PAGE - 1);
        let start = p as usize;
        let mapped_end = start + round(len);
        let begin = (start + HUGE - 1) & !(HUGE - 1);
        let end = round(begin + size);
        // SAFETY: `[start, mapped_end)` is the mapping just made (the kernel maps whole
        // pages); `[start, begin)` and `[end, mapped_end)` are page-aligned stretches inside
        // it that nothing uses.
        unsafe {
            if begin > start {
                libc::munmap(p, begin - start);
            }
            if mapped_end > end {
                libc::munmap(end as *mut libc::c_void, mapped_end - end);
            }
        }
        begin as *mut libc::c_void
    }

    /// How many huge pages at the start of a fresh block are timed: up to this many, and no
    /// more than an eighth of the block (blocks are sized by a generous estimate of what
    /// they will hold, and a timed page is touched whether or not it will be used).
    const PROBE_PAGES: usize = 4;

    /// A mapping for a large block of `size` bytes, backed by huge pages unless this process
    /// found them slow. A fresh block's first huge pages are touched one by one and timed;
    /// the first slow one ends huge pages for the rest of the block and for every later block.
    fn map_large(size: usize) -> *mut libc::c_void {
        let avoid = avoiding_huge_pages();
        let huge = size >= HUGE && !avoid;
        let p = map(size, huge);
        if p.is_null() {
            return p;
        }
        if !huge {
            if avoid {
                advise(p, size, false);
            }
            return p;
        }
        advise(p, size, true);
        let probes = (size / HUGE / 8).clamp(1, PROBE_PAGES);
        for i in 0..probes {
            let start = Instant::now();
            // SAFETY: `i * HUGE < size` (`probes` huge pages fit in the block), so the byte is
            // inside this fresh writable mapping; it reads as zero and stays zero (fresh
            // memory is zeroed; a new allocation's contents are the caller's to set).
            unsafe { std::ptr::write_volatile(p.cast::<u8>().add(i * HUGE), 0) };
            if start.elapsed() >= SLOW_HUGE_FAULT || forced_slow() {
                // The huge pages touched so far stay; the rest of the block takes small ones.
                // The advice covers the whole block: advising only its rest would split the
                // mapping in two, and `mremap` (growing the block) refuses a range that spans
                // two mappings.
                advise(p, size, false);
                AVOID_HUGE_PAGES.store(true, Ordering::Relaxed);
                return p;
            }
        }
        p
    }

    /// # Safety
    /// `layout.size()` is non-zero and [`fits`] holds.
    pub unsafe fn alloc(layout: Layout) -> *mut u8 {
        map_large(layout.size()).cast()
    }

    /// # Safety
    /// `ptr` came from [`alloc`] or [`realloc`] with a length of `layout.size()`.
    pub unsafe fn dealloc(ptr: *mut u8, layout: Layout) {
        // SAFETY: by the caller's contract `ptr..ptr+size` is one of our mappings.
        unsafe { libc::munmap(ptr.cast(), layout.size()) };
    }

    /// # Safety
    /// As [`dealloc`] for `ptr` and `layout`; `new_size` is at least [`super::LARGE`].
    pub unsafe fn realloc(ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let huge = !avoiding_huge_pages();
        if new_size > layout.size() && new_size >= HUGE && huge {
            // Grow into a huge-page-aligned place (see `map`): the pages move there.
            let target = map(new_size, true);
            if !target.is_null() {
                // SAFETY: `ptr` is a mapping of `layout.size()` bytes and `target` one of
                // `new_size` bytes that nothing else uses; with `MREMAP_FIXED` the kernel
                // replaces `target`'s mapping with the moved pages (contents kept), and on
                // failure leaves both mappings as they were.
                let p = unsafe { libc::mremap(ptr.cast(), layout.size(), new_size, libc::MREMAP_MAYMOVE | libc::MREMAP_FIXED, target) };
                if p != libc::MAP_FAILED {
                    advise(p, new_size, true);
                    return p.cast();
                }
                // SAFETY: `target` is the unused mapping made above.
                unsafe { libc::munmap(target, new_size) };
            }
        }
        // SAFETY: `ptr` is a mapping of `layout.size()` bytes; `mremap` may move it, keeping
        // its contents (and its huge-page advice), and returns `MAP_FAILED` leaving it
        // untouched on failure.
        let p = unsafe { libc::mremap(ptr.cast(), layout.size(), new_size, libc::MREMAP_MAYMOVE) };
        if p == libc::MAP_FAILED {
            // The pages could not move (the kernel refuses, say, a range it keeps as two
            // mappings): a fresh block and a copy.
            let fresh = map_large(new_size);
            if fresh.is_null() {
                return std::ptr::null_mut();
            }
            // SAFETY: `ptr` holds `layout.size()` bytes and `fresh` `new_size`, in distinct
            // mappings; the smaller length is copied, then the old mapping is unmapped.
            unsafe {
                std::ptr::copy_nonoverlapping(ptr, fresh.cast::<u8>(), layout.size().min(new_size));
                libc::munmap(ptr.cast(), layout.size());
            }
            return fresh.cast();
        }
        if huge {
            // The grown part takes the advice too.
            advise(p, new_size, true);
        }
        p.cast()
    }
}

#[cfg(not(target_os = "linux"))]
mod large {
    use std::alloc::{GlobalAlloc, Layout, System};

    pub fn fits(_layout: Layout) -> bool {
        true
    }
    pub unsafe fn alloc(layout: Layout) -> *mut u8 {
        // SAFETY: the caller's contract is `GlobalAlloc::alloc`'s.
        unsafe { System.alloc(layout) }
    }
    pub unsafe fn dealloc(ptr: *mut u8, layout: Layout) {
        // SAFETY: `ptr` came from `System` with `layout`.
        unsafe { System.dealloc(ptr, layout) }
    }
    pub unsafe fn realloc(ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: `ptr` came from `System` with `layout`.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

/// Small blocks, from mimalloc: its plain entry points where the alignment is one every
/// mimalloc block has (16 bytes), the aligned ones otherwise (the aligned entry points cost
/// more on every call).
mod small {
    use libmimalloc_sys as mi;
    use std::alloc::Layout;
    use std::ffi::c_void;

    /// The alignment of every mimalloc block (`MI_MAX_ALIGN_SIZE`).
    const MIN_ALIGN: usize = 16;

    /// # Safety
    /// `layout.size()` is non-zero.
    pub unsafe fn alloc(layout: Layout) -> *mut u8 {
        // SAFETY: mimalloc's allocation functions take any size; the alignment is a power of two.
        unsafe {
            if layout.align() <= MIN_ALIGN {
                mi::mi_malloc(layout.size()).cast()
            } else {
                mi::mi_malloc_aligned(layout.size(), layout.align()).cast()
            }
        }
    }

    /// # Safety
    /// As [`alloc`].
    pub unsafe fn alloc_zeroed(layout: Layout) -> *mut u8 {
        // SAFETY: as in `alloc`.
        unsafe {
            if layout.align() <= MIN_ALIGN {
                mi::mi_zalloc(layout.size()).cast()
            } else {
                mi::mi_zalloc_aligned(layout.size(), layout.align()).cast()
            }
        }
    }

    /// # Safety
    /// `ptr` came from this module.
    pub unsafe fn dealloc(ptr: *mut u8) {
        // SAFETY: `ptr` is a live mimalloc block (aligned or not: `mi_free` takes both).
        unsafe { mi::mi_free(ptr.cast::<c_void>()) }
    }

    /// # Safety
    /// `ptr` came from this module with `layout`; `new_size` is non-zero.
    pub unsafe fn realloc(ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: `ptr` is a live mimalloc block; the result keeps the block's alignment.
        unsafe {
            if layout.align() <= MIN_ALIGN {
                mi::mi_realloc(ptr.cast::<c_void>(), new_size).cast()
            } else {
                mi::mi_realloc_aligned(ptr.cast::<c_void>(), new_size, layout.align()).cast()
            }
        }
    }
}

/// Whether a block of this layout is (or would be) a large one.
fn owned_by_large(layout: Layout) -> bool {
    is_large(layout.size()) && large::fits(layout)
}

// SAFETY: every method forwards to the allocator that owns the block, chosen from the
// block's layout alone (`owned_by_large`); `dealloc` and `realloc` receive the layout the
// block was allocated with (the `GlobalAlloc` contract), so they find the same owner. A
// `realloc` across the boundary allocates in the new owner, copies the smaller of the two
// sizes and frees the old block in its owner.
unsafe impl GlobalAlloc for SplitAlloc {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller's contract (non-zero size) is passed on; `large` gets only
        // layouts it fits.
        unsafe {
            if owned_by_large(layout) {
                large::alloc(layout)
            } else {
                small::alloc(layout)
            }
        }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: as in `alloc`; fresh anonymous mappings are zero-filled.
        unsafe {
            if owned_by_large(layout) {
                large::alloc(layout)
            } else {
                small::alloc_zeroed(layout)
            }
        }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: `ptr` was allocated with `layout`, hence by the owner chosen here.
        unsafe {
            if owned_by_large(layout) {
                large::dealloc(ptr, layout)
            } else {
                small::dealloc(ptr)
            }
        }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: `GlobalAlloc::realloc` requires `new_size`, rounded up to the alignment, not
        // to overflow `isize`, and the alignment is the block's own, a valid one.
        let new_layout = unsafe { Layout::from_size_align_unchecked(new_size, layout.align()) };
        // SAFETY: `ptr` is owned by the allocator chosen from `layout`; when the owner stays
        // the same the call is forwarded; otherwise the new block comes from the new owner,
        // both blocks are valid for `min(old, new)` bytes and do not overlap, and the old
        // block is freed with its own layout.
        unsafe {
            match (owned_by_large(layout), owned_by_large(new_layout)) {
                (true, true) => large::realloc(ptr, layout, new_size),
                (false, false) => small::realloc(ptr, layout, new_size),
                _ => {
                    let new = self.alloc(new_layout);
                    if !new.is_null() {
                        std::ptr::copy_nonoverlapping(ptr, new, layout.size().min(new_size));
                        self.dealloc(ptr, layout);
                    }
                    new
                }
            }
        }
    }
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;

    /// The tests change the allocator's process-wide mode: one at a time.
    static SERIAL: std::sync::Mutex<()> = std::sync::Mutex::new(());

    /// A block whose probe found a slow huge page can still grow and shrink in place of its
    /// mapping, keeping its contents (the advice must not split the mapping in two, which
    /// `mremap` refuses).
    #[test]
    fn blocks_probed_slow_still_grow() {
        let _serial = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
        large::set_huge_pages(true);
        large::FORCE_SLOW.store(true, std::sync::atomic::Ordering::Relaxed);
        let a = SplitAlloc;
        let (from, to) = (40 << 20, 90 << 20);
        let layout = Layout::from_size_align(from, 8).unwrap();
        // SAFETY: a non-zero size; writes and reads stay within the block's current size;
        // freed with its current layout.
        unsafe {
            let p = a.alloc(layout);
            assert!(!p.is_null());
            for i in (0..from).step_by(1 << 16) {
                *p.add(i) = (i >> 16) as u8;
            }
            let q = a.realloc(p, layout, to);
            assert!(!q.is_null(), "growing a block after a slow probe");
            for i in (0..from).step_by(1 << 16) {
                assert_eq!(*q.add(i), (i >> 16) as u8);
            }
            a.dealloc(q, Layout::from_size_align(to, 8).unwrap());
        }
        large::FORCE_SLOW.store(false, std::sync::atomic::Ordering::Relaxed);
    }

    /// Large blocks keep their contents through growth and shrinking, with huge pages and
    /// without, and every size class boundary moves blocks between the two allocators intact.
    #[test]
    fn large_blocks_keep_their_contents() {
        let _serial = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
        for huge in [true, false] {
            large::set_huge_pages(huge);
            let a = SplitAlloc;
            for (from, to) in [(3 << 20, 9 << 20), (9 << 20, 5 << 20), (LARGE, 2 * LARGE), (LARGE - 8, LARGE + 8), (LARGE + 8, 64)] {
                let layout = Layout::from_size_align(from, 8).unwrap();
                // SAFETY: a non-zero size; the block is written within bounds, grown or
                // shrunk with its own layout, read within the smaller size and freed with
                // the new layout.
                unsafe {
                    let p = a.alloc(layout);
                    assert!(!p.is_null());
                    for i in (0..from).step_by(4093) {
                        *p.add(i) = (i % 251) as u8;
                    }
                    let q = a.realloc(p, layout, to);
                    assert!(!q.is_null());
                    for i in (0..from.min(to)).step_by(4093) {
                        assert_eq!(*q.add(i), (i % 251) as u8, "byte {i} after {from} -> {to} (huge pages {huge})");
                    }
                    a.dealloc(q, Layout::from_size_align(to, 8).unwrap());
                }
            }
        }
    }
}
