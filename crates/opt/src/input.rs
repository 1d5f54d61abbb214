//! Reading the input file: large regular files are mapped rather than copied, as upstream's
//! `MemoryBuffer::getFile` does. A mapped file costs no copy and no freshly zeroed memory (its
//! pages are the page cache's); reading a 40 MB file into a buffer costs both.

use std::ops::Deref;

/// Files smaller than this are read (a mapping is not worth its set-up); LLVM uses 16 KiB.
#[cfg(unix)]
const MAP_AT_LEAST: u64 = 16 * 1024;

/// The bytes of the input, owned or mapped.
pub enum Input {
    Owned(Vec<u8>),
    #[cfg(unix)]
    Mapped { ptr: *const u8, len: usize },
}

impl Deref for Input {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        match self {
            Input::Owned(v) => v,
            // SAFETY: `ptr..ptr+len` is a live read-only mapping of the file, unmapped only
            // when `self` is dropped, so it outlives the returned borrow.
            #[cfg(unix)]
            Input::Mapped { ptr, len } => unsafe { std::slice::from_raw_parts(*ptr, *len) },
        }
    }
}

#[cfg(unix)]
impl Drop for Input {
    fn drop(&mut self) {
        if let Input::Mapped { ptr, len } = *self {
            // SAFETY: the mapping was made by `read` with this address and length, and no
            // borrow of it outlives `self`.
            unsafe { libc::munmap(ptr as *mut libc::c_void, len) };
        }
    }
}

/// The contents of the file at `path`.
pub fn read(path: &str) -> std::io::Result<Input> {
    #[cfg(unix)]
    {
        use std::os::unix::io::AsRawFd;
        let file = std::fs::File::open(path)?;
        let meta = file.metadata()?;
        if meta.is_file() && meta.len() >= MAP_AT_LEAST {
            if let Ok(len) = usize::try_from(meta.len()) {
                // SAFETY: a private read-only mapping of an open file descriptor, of the file's
                // length; the kernel keeps the mapping valid after the descriptor is closed. (As
                // with upstream's mapped buffers, a file truncated by another process while we
                // read it would fault; files changing under the tool are not supported.)
                let ptr = unsafe { libc::mmap(std::ptr::null_mut(), len, libc::PROT_READ, libc::MAP_PRIVATE, file.as_raw_fd(), 0) };
                if ptr != libc::MAP_FAILED {
                    return Ok(Input::Mapped { ptr: ptr as *const u8, len });
                }
            }
        }
    }
    std::fs::read(path).map(Input::Owned)
}
