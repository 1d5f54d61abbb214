//! Builtin types.
//!
//! A [`Type`] is a `u32` index into its context's type table: two types of one context are equal
//! exactly when their indices are equal. A `Type` is meaningful only together with the
//! [`Context`](crate::Context) that made it; use [`Context::type_kind`] to look at its structure.

use crate::attrs::Attribute;
use crate::ident::Ident;
pub use mlir_apfloat::Semantics as FloatKind;

/// A uniqued type. Cheap to copy and compare; see the module docs for its invariants.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Type(pub(crate) u32);

impl Type {
    /// The raw index, stable for the life of the context (used by the C and Python faces).
    pub fn index(self) -> u32 {
        self.0
    }
}

/// The marker for a dynamic dimension or stride (`?` in the text), as upstream's
/// `ShapedType::kDynamic`.
pub const DYNAMIC: i64 = i64::MIN;

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Signedness {
    Signless,
    Signed,
    Unsigned,
}

/// The structure of a type. Shapes use [`DYNAMIC`] for `?`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeKind {
    Integer { width: u32, signedness: Signedness },
    Index,
    Float(FloatKind),
    None,
    Complex(Type),
    Tuple(Box<[Type]>),
    Function { inputs: Box<[Type]>, results: Box<[Type]> },
    /// `scalable[i]` says whether dimension `i` is scalable (`[4]`); empty means none is.
    Vector { shape: Box<[i64]>, scalable: Box<[bool]>, elem: Type },
    RankedTensor { shape: Box<[i64]>, elem: Type, encoding: Option<Attribute> },
    UnrankedTensor { elem: Type },
    MemRef { shape: Box<[i64]>, elem: Type, layout: Option<Attribute>, memory_space: Option<Attribute> },
    UnrankedMemRef { elem: Type, memory_space: Option<Attribute> },
    /// A type of a loaded dialect, `!dialect.mnemonic<...>`: the [`crate::TypeHooks`]
    /// registered for `mnemonic` parse and print it and give `params` their meaning.
    Dialect { dialect: Ident, mnemonic: Ident, params: Box<[crate::attrs::Attribute]> },
    /// A type of a dialect that is not loaded, kept as its text: `!dialect<"data">` or `!dialect.data`.
    Opaque { dialect: Ident, data: Box<str> },
}

impl TypeKind {
    /// The shape of a ranked shaped type (vector, ranked tensor, memref).
    pub fn shape(&self) -> Option<&[i64]> {
        match self {
            TypeKind::Vector { shape, .. } | TypeKind::RankedTensor { shape, .. } | TypeKind::MemRef { shape, .. } => {
                Some(shape)
            }
            _ => None,
        }
    }

    /// The element type of any shaped type (vector, tensor, memref, ranked or not).
    pub fn element_type(&self) -> Option<Type> {
        match self {
            TypeKind::Vector { elem, .. }
            | TypeKind::RankedTensor { elem, .. }
            | TypeKind::UnrankedTensor { elem }
            | TypeKind::MemRef { elem, .. }
            | TypeKind::UnrankedMemRef { elem, .. } => Some(*elem),
            _ => None,
        }
    }

    pub fn is_shaped(&self) -> bool {
        self.element_type().is_some()
    }

    /// Number of elements of a statically shaped type.
    pub fn num_elements(&self) -> Option<i64> {
        let shape = self.shape()?;
        let mut n: i64 = 1;
        for &d in shape {
            if d < 0 {
                return None;
            }
            n = n.checked_mul(d)?;
        }
        Some(n)
    }
}
