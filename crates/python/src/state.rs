//! The state one Python `Context` owns: the core `Context` (uniqued objects, registry) and the
//! `Ir` store holding every operation built or parsed in it.
//!
//! Invariants (see docs/design/ir-storage.md §2 and §4):
//! - Every Python handle to mutable IR (`Operation`, `Block`, `Region`, `Value`, ...) holds a
//!   strong reference to its Python `Context`, which holds the `State`: the store outlives every
//!   handle, so a handle is never dangling memory; it can only be *stale* (its entity erased),
//!   which each access checks through the store's generations.
//! - An id held by a Python object (op, block, region, value, type, attribute, location) is only
//!   used with the store and uniquing tables of that object's own context: the wrappers hand
//!   their ids out through `in_context` (which raises `ValueError` for another context) or
//!   together with their context (`parts`), see `handle.rs`.
//! - The `Ir` is behind one mutex. A Python call takes it for the duration of the call. Waiting
//!   for it happens with the GIL released, so a thread holding the lock that needs the GIL (to
//!   report a diagnostic, say) can always get it: no lock-order deadlock.
//! - Python code never runs while the lock is held by the same thread, with one exception we
//!   cannot rule out: a finalizer (`__del__` of a `Module`) triggered by the garbage collector.
//!   Finalizers therefore never take the lock; they queue the op to erase in `pending`, and the
//!   queue is drained at the next acquisition.
//! - Diagnostics emitted during a call are captured per thread ([`capture`]) and reported after
//!   the lock is released, so Python diagnostic handlers may touch the IR.

use std::cell::RefCell;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

use mlir_ir::{Context as CoreContext, Diagnostic, Ir, OpId};
use parking_lot::{Mutex, MutexGuard};
use pyo3::prelude::*;

pub struct State {
    pub ctx: CoreContext,
    ir: Mutex<Ir>,
    /// Top-level ops whose owner (a `Module` object) was collected: erased at the next lock.
    pending: Mutex<Vec<OpId>>,
    /// Whether `pending` may be non-empty (checked without taking its lock).
    has_pending: std::sync::atomic::AtomicBool,
    /// The live Python `Operation` object of each op, so one op has one object (upstream's
    /// live-operation map): op -> (serial of the object, borrowed `PyObject*`). Entries are
    /// added when an object is created and removed by its `Drop`, both with the GIL held.
    pub live_ops: Mutex<rustc_hash::FxHashMap<OpId, (u64, usize)>>,
    pub next_serial: std::sync::atomic::AtomicU64,
    /// Live `Module` objects of this context.
    pub live_modules: AtomicUsize,
    /// The ops of live `Module` objects: attached to their module, so their `parent` is `None`
    /// rather than an error (upstream's attached/detached distinction).
    pub module_ops: Mutex<rustc_hash::FxHashSet<OpId>>,
    /// The thread holding the IR lock (a [`thread_token`]), 0 when free.
    holder: AtomicU64,
}

/// Live `State`s, for `Context._get_live_count()`.
pub static LIVE_CONTEXTS: AtomicUsize = AtomicUsize::new(0);

impl Default for State {
    fn default() -> Self {
        Self::new()
    }
}

impl State {
    pub fn new() -> State {
        let ctx = CoreContext::new();
        mlir_dialects::register_all(&ctx);
        let key = ctx.as_ptr() as usize;
        ctx.attach_diagnostic_handler(Box::new(move |d: &Diagnostic| capture_diagnostic(key, d)));
        LIVE_CONTEXTS.fetch_add(1, Ordering::Relaxed);
        let ir = Ir::new(&ctx);
        State {
            ctx,
            ir: Mutex::new(ir),
            pending: Mutex::new(Vec::new()),
            has_pending: std::sync::atomic::AtomicBool::new(false),
            live_ops: Mutex::new(Default::default()),
            next_serial: std::sync::atomic::AtomicU64::new(1),
            live_modules: AtomicUsize::new(0),
            module_ops: Mutex::new(Default::default()),
            holder: AtomicU64::new(0),
        }
    }

    /// Takes the IR lock, waiting with the GIL released if another thread holds it. Taking it
    /// again on the thread that holds it is a bug in this crate; it raises instead of
    /// deadlocking.
    pub fn lock(&self, py: Python<'_>) -> PyResult<IrGuard<'_>> {
        let me = thread_token();
        if self.holder.load(Ordering::Acquire) == me {
            return Err(pyo3::exceptions::PyRuntimeError::new_err(
                "internal error: re-entrant access to the IR of a context (please report this)",
            ));
        }
        let mut guard = match self.ir.try_lock() {
            Some(g) => g,
            None => loop {
                // Wait for the lock without the GIL, then retry while holding the GIL (a guard
                // cannot leave the GIL-free closure).
                py.detach(|| drop(self.ir.lock()));
                if let Some(g) = self.ir.try_lock() {
                    break g;
                }
            },
        };
        self.drain_pending(&mut guard);
        self.holder.store(me, Ordering::Release);
        Ok(IrGuard { guard, holder: &self.holder })
    }

    /// Takes the IR lock on a thread that does not hold the GIL (inside `py.detach`).
    pub fn lock_detached(&self) -> IrGuard<'_> {
        let mut guard = self.ir.lock();
        self.drain_pending(&mut guard);
        self.holder.store(thread_token(), Ordering::Release);
        IrGuard { guard, holder: &self.holder }
    }

    fn drain_pending(&self, ir: &mut Ir) {
        if !self.has_pending.swap(false, Ordering::Acquire) {
            return;
        }
        let ops = std::mem::take(&mut *self.pending.lock());
        for op in ops {
            // Only erase an op that is still top-level: a module op moved into another op
            // belongs to that op now.
            if ir.is_live_op(op) && ir.parent_block(op).is_none() {
                let _ = ir.erase_op(op);
            }
        }
    }

    /// Queues a top-level op for erasure (called from finalizers; never blocks on the IR lock).
    pub fn erase_later(&self, op: OpId) {
        self.pending.lock().push(op);
        self.has_pending.store(true, Ordering::Release);
        // Erase now if nobody holds the lock (the common case), so memory is returned promptly.
        if let Some(mut ir) = self.ir.try_lock() {
            self.drain_pending(&mut ir);
        }
    }
}

/// The locked IR; records which thread holds it (see [`State::lock`]).
pub struct IrGuard<'a> {
    guard: MutexGuard<'a, Ir>,
    holder: &'a AtomicU64,
}

impl Drop for IrGuard<'_> {
    fn drop(&mut self) {
        self.holder.store(0, Ordering::Release);
    }
}

impl std::ops::Deref for IrGuard<'_> {
    type Target = Ir;
    fn deref(&self) -> &Ir {
        &self.guard
    }
}

impl std::ops::DerefMut for IrGuard<'_> {
    fn deref_mut(&mut self) -> &mut Ir {
        &mut self.guard
    }
}

/// A nonzero token identifying the current thread.
fn thread_token() -> u64 {
    thread_local! {
        static TOKEN: u64 = {
            static NEXT: AtomicU64 = AtomicU64::new(1);
            NEXT.fetch_add(1, Ordering::Relaxed)
        };
    }
    TOKEN.with(|t| *t)
}

impl Drop for State {
    fn drop(&mut self) {
        LIVE_CONTEXTS.fetch_sub(1, Ordering::Relaxed);
    }
}

// ----- diagnostics capture -----

struct CaptureFrame {
    ctx: usize,
    diags: Vec<Diagnostic>,
}

thread_local! {
    static CAPTURE: RefCell<Vec<CaptureFrame>> = const { RefCell::new(Vec::new()) };
}

fn capture_diagnostic(ctx: usize, d: &Diagnostic) -> bool {
    CAPTURE.with(|c| {
        let mut c = c.borrow_mut();
        match c.iter_mut().rev().find(|f| f.ctx == ctx) {
            Some(frame) => {
                frame.diags.push(d.clone());
                true
            }
            None => false,
        }
    })
}

/// Runs `f`, collecting the diagnostics this thread emits in `ctx` meanwhile.
pub fn capture<R>(ctx: &CoreContext, f: impl FnOnce() -> R) -> (R, Vec<Diagnostic>) {
    let key = ctx.as_ptr() as usize;
    CAPTURE.with(|c| c.borrow_mut().push(CaptureFrame { ctx: key, diags: Vec::new() }));
    // Pop the frame even if `f` panics, so later captures on this thread stay balanced.
    struct Pop;
    impl Drop for Pop {
        fn drop(&mut self) {
            CAPTURE.with(|c| {
                c.borrow_mut().pop();
            });
        }
    }
    let pop = Pop;
    let r = f();
    let diags = CAPTURE.with(|c| c.borrow_mut().last_mut().map(|f| std::mem::take(&mut f.diags)).unwrap_or_default());
    drop(pop);
    (r, diags)
}
