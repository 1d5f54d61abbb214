//! Builtin attributes, locations included.
//!
//! An [`Attribute`] is a `u32` index into its context's attribute table; equal attributes of one
//! context have equal indices. Locations are attributes too (as upstream's `LocationAttr`): a
//! [`Location`] is an attribute known to hold an [`AttrKind::Location`].

use crate::affine::{AffineMap, IntegerSet};
use crate::ident::Ident;
use crate::types::Type;
use num_bigint::BigInt;

/// A uniqued attribute. Cheap to copy and compare.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Attribute(pub(crate) u32);

impl Attribute {
    pub fn index(self) -> u32 {
        self.0
    }
}

/// A uniqued location: an attribute whose kind is [`AttrKind::Location`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Location(pub(crate) Attribute);

impl Location {
    pub fn attr(self) -> Attribute {
        self.0
    }
}

/// An integer value of arbitrary precision, normalised: `Small` whenever it fits in an `i64`
/// (so an attribute stays small). It is the value as upstream would print it: unsigned for
/// unsigned types and `i1`, signed otherwise.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum IntValue {
    Small(i64),
    Big(Box<BigInt>),
}

impl IntValue {
    pub fn from_bigint(v: BigInt) -> IntValue {
        match i64::try_from(&v) {
            Ok(s) => IntValue::Small(s),
            Err(_) => IntValue::Big(Box::new(v)),
        }
    }

    pub fn from_i128(v: i128) -> IntValue {
        match i64::try_from(v) {
            Ok(s) => IntValue::Small(s),
            Err(_) => IntValue::Big(Box::new(BigInt::from(v))),
        }
    }

    pub fn to_bigint(&self) -> BigInt {
        match self {
            IntValue::Small(v) => BigInt::from(*v),
            IntValue::Big(b) => (**b).clone(),
        }
    }

    pub fn as_i64(&self) -> Option<i64> {
        match self {
            IntValue::Small(v) => Some(*v),
            IntValue::Big(_) => None,
        }
    }
}

impl std::fmt::Display for IntValue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            IntValue::Small(v) => write!(f, "{v}"),
            IntValue::Big(v) => write!(f, "{v}"),
        }
    }
}

/// Which fields a file location was written with.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum FileForm {
    /// `"f":line`
    Line,
    /// `"f":line:col` (also every location made from a source position)
    LineCol,
    /// `"f":line:col to :col`
    ToCol,
    /// `"f":line:col to line:col`
    ToLineCol,
}

/// The parts of a fused location: `fused<metadata>[locs...]`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct FusedLoc {
    pub locs: Box<[Location]>,
    pub metadata: Option<Attribute>,
}

/// The structure of a location.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum LocKind {
    Unknown,
    /// `"file":line:col`, or a range `"file":l:c to :c2` / `"file":l:c to l2:c2`. A plain
    /// position has `end_line == line` and `end_col == col`. `form` records which fields the
    /// text gave ([`FileForm`]): upstream keeps, say, `"f":1` and `"f":1:0` as different
    /// locations although they print alike.
    FileLineCol { file: Ident, line: u32, col: u32, end_line: u32, end_col: u32, form: FileForm },
    Name { name: Ident, child: Option<Location> },
    CallSite { callee: Location, caller: Location },
    /// Boxed to keep `LocKind` (and so every attribute) small.
    Fused(Box<FusedLoc>),
}

/// The structure of an attribute.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AttrKind {
    Unit,
    /// Also booleans (`true`/`false` are `i1` integers, as upstream's `BoolAttr`).
    Integer { ty: Type, value: IntValue },
    /// `bits` is the value's encoding in the float type's format (low bits used).
    Float { ty: Type, bits: u128 },
    /// Bytes, not necessarily UTF-8 (escapes can make any byte). `ty` is `None` for plain strings.
    String { value: Box<[u8]>, ty: Option<Type> },
    Type(Type),
    Array(Box<[Attribute]>),
    /// Entries sorted by name (by the names' text), names unique.
    Dictionary(Box<[(Ident, Attribute)]>),
    /// `@root::@nested...`; flat when `nested` is empty.
    SymbolRef { root: Ident, nested: Box<[Ident]> },
    /// Elements of an int/index/float/complex shaped type, stored little-endian at
    /// [`dense_elem_bytes`] bytes per scalar (complex: two scalars). `splat` stores one element.
    DenseElements { ty: Type, splat: bool, raw: Box<[u8]> },
    DenseString { ty: Type, splat: bool, values: Box<[Box<[u8]>]> },
    /// `array<i32: 1, 2>`: `len` elements of scalar type `elem`, stored as in `DenseElements`.
    DenseArray { elem: Type, len: usize, raw: Box<[u8]> },
    /// `dense_resource<handle> : type`; the blob lives in the context's resource table.
    DenseResource { ty: Type, handle: Ident },
    /// An attribute defined by a loaded dialect (`#arith.fastmath<fast>`): the dialect's
    /// [`crate::AttrHooks`] registered for `mnemonic` parse and print it and give `params`
    /// their meaning.
    Dialect { dialect: Ident, mnemonic: Ident, params: Box<[Attribute]> },
    /// An attribute of a dialect that is not loaded, kept as its text.
    Opaque { dialect: Ident, data: Box<str>, ty: Option<Type> },
    AffineMap(AffineMap),
    IntegerSet(Box<IntegerSet>),
    StridedLayout { offset: i64, strides: Box<[i64]> },
    Location(LocKind),
    /// `sparse<indices, values> : type`: `indices` is an `N x rank` i64 dense attribute, `values`
    /// a dense attribute of `N` elements.
    Sparse { ty: Type, indices: Attribute, values: Attribute },
    /// `distinct[N]<attr>`: an attribute that is unique by identity, not by content. `id` is
    /// drawn from a per-context counter when it is created (printing renumbers from 0).
    Distinct { id: u64, referenced: Attribute },
}

/// Bytes per scalar of a dense element of `width` bits: `i1` takes one byte, others round up.
pub fn dense_elem_bytes(width: u32) -> usize {
    (width as usize).div_ceil(8).max(1)
}
