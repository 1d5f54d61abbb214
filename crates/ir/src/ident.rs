//! Interned strings (upstream's `StringAttr`-backed identifiers): operation names, attribute
//! names, symbol names, file names. An [`Ident`] is a `u32` index into its context's string table;
//! equal strings of one context have equal idents.

/// An interned string of one context. Read it with [`Context::str`](crate::Context::str).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Ident(pub(crate) u32);

impl Ident {
    pub fn index(self) -> u32 {
        self.0
    }
}
