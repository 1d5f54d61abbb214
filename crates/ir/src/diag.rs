//! Diagnostics: data that flows from whoever finds a problem to the context's handlers.
//!
//! A [`Diagnostic`] carries a severity, a location, a message and attached notes. It is emitted
//! through [`Context::emit`](crate::Context::emit), which offers it to the registered handlers,
//! newest first, until one reports it handled; an unhandled error is printed to stderr as upstream
//! does (`loc: error: message`).

use crate::attrs::Location;

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Severity {
    Error,
    Warning,
    Note,
    Remark,
}

impl Severity {
    /// The word upstream prints: `error`, `warning`, `note`, `remark`.
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
            Severity::Remark => "remark",
        }
    }
}

#[derive(Clone, Debug)]
pub struct Diagnostic {
    pub severity: Severity,
    pub loc: Location,
    pub message: String,
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    pub fn new(severity: Severity, loc: Location, message: impl Into<String>) -> Self {
        Diagnostic { severity, loc, message: message.into(), notes: Vec::new() }
    }

    pub fn error(loc: Location, message: impl Into<String>) -> Self {
        Self::new(Severity::Error, loc, message)
    }

    /// Attaches a note (builder style).
    pub fn with_note(mut self, loc: Location, message: impl Into<String>) -> Self {
        self.notes.push(Diagnostic::new(Severity::Note, loc, message));
        self
    }
}

/// A handler returns `true` when it has handled the diagnostic (later handlers don't see it).
pub type DiagHandler = Box<dyn Fn(&Diagnostic) -> bool + Send + Sync>;

/// Identifies a registered handler, for removal.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct HandlerId(pub(crate) u64);

/// The error type of fallible IR operations whose details were emitted as diagnostics.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Emitted;

pub type EmitResult<T = ()> = Result<T, Emitted>;
