// Attributes and types of dialects that cannot parse them: a loaded dialect that defines none
// has no parser for them, an unknown dialect's are opaque only when unregistered dialects are
// allowed. Each error is upstream's, at upstream's place.
// RUN: mlir-opt --split-input-file --verify-diagnostics %s

// expected-error @+1 {{dialect 'scf' provides no attribute parsing hook}}
func.func private @a() attributes {a = #scf.foo<1>}

// -----

// expected-error @+1 {{dialect 'func' provides no attribute parsing hook}}
func.func private @b() attributes {a = #func<foo>}

// -----

// expected-error @+1 {{dialect 'scf' provides no type parsing hook}}
func.func private @c(!scf.bar)

// -----

// expected-error @+1 {{#"test"<"foo<1>"> : 'none' attribute created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used}}
func.func private @d() attributes {a = #test.foo<1>}

// -----

// expected-error @+1 {{#"test"<"bar"> : 'i32' attribute created with unregistered dialect}}
func.func private @e() attributes {a = #test.bar : i32}

// -----

// expected-error @+1 {{`!"test"<"foo<1>">` type created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used}}
func.func private @f(!test.foo<1>)
