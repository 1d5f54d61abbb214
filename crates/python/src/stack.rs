//! The thread-local stack behind `with Context()`, `with Location...` and `with InsertionPoint(...)`
//! (upstream's `PyThreadContextEntry`).
//!
//! Each `with` pushes a frame holding a context and optionally an insertion point and a location.
//! A frame whose context is the previous frame's inherits the missing insertion point and
//! location from it, so `with ctx, loc, ip:` behaves as upstream. `__exit__` pops the frame and
//! checks it was the one its `__enter__` pushed.

use std::cell::RefCell;

use pyo3::exceptions::PyRuntimeError;
use pyo3::prelude::*;

use crate::context::PyContext;
use crate::ip::PyInsertionPoint;
use crate::location::PyLocation;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum FrameKind {
    Context,
    InsertionPoint,
    Location,
}

pub struct Frame {
    kind: FrameKind,
    /// The object whose `__enter__` pushed the frame (for balance checks).
    owner: Py<PyAny>,
    context: Py<PyContext>,
    ip: Option<Py<PyInsertionPoint>>,
    loc: Option<Py<PyLocation>>,
}

thread_local! {
    static STACK: RefCell<Vec<Frame>> = const { RefCell::new(Vec::new()) };
}

pub fn push(
    py: Python<'_>,
    kind: FrameKind,
    owner: Py<PyAny>,
    context: Py<PyContext>,
    ip: Option<Py<PyInsertionPoint>>,
    loc: Option<Py<PyLocation>>,
) {
    STACK.with(|s| {
        let mut s = s.borrow_mut();
        let mut frame = Frame { kind, owner, context, ip, loc };
        if let Some(prev) = s.last() {
            if prev.context.is(&frame.context) {
                if frame.ip.is_none() {
                    frame.ip = prev.ip.as_ref().map(|p| p.clone_ref(py));
                }
                if frame.loc.is_none() {
                    frame.loc = prev.loc.as_ref().map(|l| l.clone_ref(py));
                }
            }
        }
        s.push(frame);
    })
}

pub fn pop(kind: FrameKind, owner: &Bound<'_, PyAny>) -> PyResult<()> {
    let frame = STACK.with(|s| {
        let mut s = s.borrow_mut();
        match s.last() {
            Some(f) if f.kind == kind && f.owner.is(owner) => Ok(s.pop()),
            _ => {
                let what = match kind {
                    FrameKind::Context => "Context",
                    FrameKind::InsertionPoint => "InsertionPoint",
                    FrameKind::Location => "Location",
                };
                Err(PyRuntimeError::new_err(format!("Unbalanced {what} enter/exit")))
            }
        }
    })?;
    // Dropped outside the borrow: dropping Python references may run arbitrary code.
    drop(frame);
    Ok(())
}

pub fn current_context(py: Python<'_>) -> Option<Py<PyContext>> {
    STACK.with(|s| s.borrow().last().map(|f| f.context.clone_ref(py)))
}

pub fn current_location(py: Python<'_>) -> Option<Py<PyLocation>> {
    STACK.with(|s| s.borrow().last().and_then(|f| f.loc.as_ref().map(|l| l.clone_ref(py))))
}

pub fn current_ip(py: Python<'_>) -> Option<Py<PyInsertionPoint>> {
    STACK.with(|s| s.borrow().last().and_then(|f| f.ip.as_ref().map(|l| l.clone_ref(py))))
}
