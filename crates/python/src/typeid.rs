//! `TypeID`: identifies a kind of type or attribute (upstream's `mlir::TypeID`). Ours is a hash
//! of the kind's registered name (`builtin.integer`), so equal kinds compare equal across
//! contexts, as upstream's do.

use pyo3::prelude::*;

use mlir_ir::{AttrKind, TypeKind};

#[pyclass(subclass, module = "mlir._mlir_libs._mlir.ir", name = "TypeID", frozen, weakref)]
#[derive(Clone)]
pub struct PyTypeID {
    pub id: u64,
}

impl PyTypeID {
    pub fn named(name: &str) -> Self {
        PyTypeID { id: crate::hash_of(&name) }
    }

    pub fn of_type(k: &TypeKind) -> Self {
        Self::named(match k {
            TypeKind::Integer { .. } => "builtin.integer",
            TypeKind::Index => "builtin.index",
            TypeKind::None => "builtin.none",
            TypeKind::Float(f) => return Self::named(&format!("builtin.{}", f.mlir_type_name())),
            TypeKind::Complex(_) => "builtin.complex",
            TypeKind::Tuple(_) => "builtin.tuple",
            TypeKind::Function { .. } => "builtin.function",
            TypeKind::Vector { .. } => "builtin.vector",
            TypeKind::RankedTensor { .. } => "builtin.tensor",
            TypeKind::UnrankedTensor { .. } => "builtin.unranked_tensor",
            TypeKind::MemRef { .. } => "builtin.memref",
            TypeKind::UnrankedMemRef { .. } => "builtin.unranked_memref",
            TypeKind::Opaque { .. } => "builtin.opaque",
            TypeKind::Dialect { .. } => "dialect",
        })
    }

    pub fn of_attr(k: &AttrKind) -> Self {
        Self::named(match k {
            AttrKind::Unit => "builtin.unit",
            AttrKind::Integer { .. } => "builtin.integer",
            AttrKind::Float { .. } => "builtin.float",
            AttrKind::String { .. } => "builtin.string",
            AttrKind::Type(_) => "builtin.type",
            AttrKind::Array(_) => "builtin.array",
            AttrKind::Dictionary(_) => "builtin.dictionary",
            AttrKind::SymbolRef { .. } => "builtin.symbol_ref",
            AttrKind::DenseElements { .. } | AttrKind::DenseString { .. } => "builtin.dense_elements",
            AttrKind::DenseArray { .. } => "builtin.dense_array",
            AttrKind::DenseResource { .. } => "builtin.dense_resource_elements",
            AttrKind::Dialect { .. } => "dialect",
            AttrKind::Opaque { .. } => "builtin.opaque",
            AttrKind::AffineMap(_) => "builtin.affine_map",
            AttrKind::IntegerSet(_) => "builtin.integer_set",
            AttrKind::StridedLayout { .. } => "builtin.strided_layout",
            AttrKind::Location(_) => "builtin.location",
            AttrKind::Sparse { .. } => "builtin.sparse_elements",
            AttrKind::Distinct { .. } => "builtin.distinct",
        })
    }
}

#[pymethods]
impl PyTypeID {
    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other.cast::<PyTypeID>().is_ok_and(|o| o.get().id == self.id)
    }
    fn __hash__(&self) -> u64 {
        self.id
    }
    #[getter]
    fn _CAPIPtr(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        crate::capsule::make(slf.py(), c"mlir.ir.TypeID._CAPIPtr", slf.as_any())
    }
    #[staticmethod]
    fn _CAPICreate(capsule: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        crate::capsule::take(capsule, c"mlir.ir.TypeID._CAPIPtr")
    }
}
