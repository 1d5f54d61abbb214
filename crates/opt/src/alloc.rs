//! The tool's global allocator: small blocks from mimalloc, large ones mapped directly.
//!
//! Parsing and printing allocate many small, short-lived blocks (per-op vectors, strings):
//! mimalloc serves those faster than glibc's malloc. Large blocks are the IR's arenas, which
//! grow by doubling to hundreds of MiB. On Linux they are mapped with `mmap`, asked to be
//! backed by transparent huge pages (one page fault per 2 MiB instead of per 4 KiB: the
//! kernel's page faults were a fifth of the tool's time) and, from 2 MiB up, placed on a 2 MiB
//! boundary (the kernel backs only aligned stretches with huge pages), and grown with `mremap`, which
//! moves the pages instead of copying them, so growing an arena never holds the old and the
//! new copy at once (an allocator that copies would raise the peak memory by half). Each
//! block goes to one allocator by its size, fixed for its whole life: [`LARGE`] bytes and up
//! are mapped, smaller ones come from mimalloc. Elsewhere than Linux, large blocks come from
//! the system allocator.

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

    /// A mapping holds whole pages; alignments up to a page come free with it.
    const PAGE: usize = 4096;

    pub fn fits(layout: Layout) -> bool {
        layout.align() <= PAGE
    }

    /// A transparent huge page: the kernel backs only the 2 MiB-aligned stretches of a
    /// mapping with them.
    const HUGE: usize = 2 << 20;

    /// A fresh read-write mapping of `size` bytes (non-zero), starting on a huge-page boundary
    /// when it is at least a huge page long, so that all of it can be backed by huge pages
    /// (one page fault per 2 MiB). Null on failure.
    fn map_aligned(size: usize) -> *mut libc::c_void {
        let aligned = size >= HUGE;
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

    /// # Safety
    /// `layout.size()` is non-zero and [`fits`] holds.
    pub unsafe fn alloc(layout: Layout) -> *mut u8 {
        let p = map_aligned(layout.size());
        if p.is_null() {
            return std::ptr::null_mut();
        }
        // SAFETY: `p` is the mapping just made, of this length; the advice is a hint only.
        unsafe { libc::madvise(p, layout.size(), libc::MADV_HUGEPAGE) };
        p.cast()
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
        if new_size > layout.size() && new_size >= HUGE {
            // Grow into a huge-page-aligned place (see `map_aligned`): the pages move there.
            let target = map_aligned(new_size);
            if !target.is_null() {
                // SAFETY: `ptr` is a mapping of `layout.size()` bytes and `target` one of
                // `new_size` bytes that nothing else uses; with `MREMAP_FIXED` the kernel
                // replaces `target`'s mapping with the moved pages (contents kept), and on
                // failure leaves both mappings as they were.
                let p = unsafe { libc::mremap(ptr.cast(), layout.size(), new_size, libc::MREMAP_MAYMOVE | libc::MREMAP_FIXED, target) };
                if p != libc::MAP_FAILED {
                    // SAFETY: `p` is the moved mapping, of `new_size` bytes; a hint only.
                    unsafe { libc::madvise(p, new_size, libc::MADV_HUGEPAGE) };
                    return p.cast();
                }
                // SAFETY: `target` is the unused mapping made above.
                unsafe { libc::munmap(target, new_size) };
            }
        }
        // SAFETY: `ptr` is a mapping of `layout.size()` bytes; `mremap` may move it, keeping
        // its contents, and returns `MAP_FAILED` leaving it untouched on failure.
        let p = unsafe { libc::mremap(ptr.cast(), layout.size(), new_size, libc::MREMAP_MAYMOVE) };
        if p == libc::MAP_FAILED {
            return std::ptr::null_mut();
        }
        // SAFETY: as in `alloc`; the advice covers the grown part too.
        unsafe { libc::madvise(p, new_size, libc::MADV_HUGEPAGE) };
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
