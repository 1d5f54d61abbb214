//! Folding arith ops: each case parses a function, folds its ops with constant operands
//! known from `arith.constant`s, and checks what each result folds to.


fn fold_all(text: &str) -> Vec<String> {
    crate::test_util::fold_all("arith.", text)
}

#[test]
fn integer_constants() {
    let got = fold_all(
        "func.func @f() {
           %a = arith.constant 7 : i32
           %b = arith.constant -2 : i32
           %0 = arith.addi %a, %b : i32
           %1 = arith.subi %b, %a : i32
           %2 = arith.muli %a, %b : i32
           %3 = arith.divsi %a, %b : i32
           %4 = arith.ceildivsi %a, %b : i32
           %5 = arith.floordivsi %a, %b : i32
           %6 = arith.remsi %a, %b : i32
           %7 = arith.divui %a, %b : i32
           %8 = arith.shli %a, %a : i32
           %9 = arith.shrsi %b, %a : i32
           %10 = arith.maxsi %a, %b : i32
           %11 = arith.maxui %a, %b : i32
           %12 = arith.cmpi slt, %b, %a : i32
           %13 = arith.cmpi ult, %b, %a : i32
           %14 = arith.extsi %b : i32 to i64
           %15 = arith.extui %b : i32 to i64
           %16 = arith.trunci %b : i32 to i8
           %z = arith.constant 0 : i32
           %17 = arith.divsi %a, %z : i32
           return
         }",
    );
    let expected = [
        "arith.addi: 5 : i32",
        "arith.subi: -9 : i32",
        "arith.muli: -14 : i32",
        "arith.divsi: -3 : i32",
        "arith.ceildivsi: -3 : i32",
        "arith.floordivsi: -4 : i32",
        "arith.remsi: 1 : i32",
        "arith.divui: 0 : i32",
        "arith.shli: 896 : i32",
        "arith.shrsi: -1 : i32",
        "arith.maxsi: 7 : i32",
        "arith.maxui: -2 : i32",
        "arith.cmpi: true",
        "arith.cmpi: false",
        "arith.extsi: -2 : i64",
        "arith.extui: 4294967294 : i64",
        "arith.trunci: -2 : i8",
        "arith.divsi: -",
    ];
    assert_eq!(got, expected);
}

#[test]
fn identities() {
    let got = fold_all(
        "func.func @f(%x: i32, %c: i1, %y: f32, %v: vector<4xi32>) {
           %z = arith.constant 0 : i32
           %one = arith.constant 1 : i32
           %ones = arith.constant -1 : i32
           %0 = arith.addi %x, %z : i32
           %1 = arith.muli %x, %one : i32
           %2 = arith.muli %x, %z : i32
           %3 = arith.subi %x, %x : i32
           %4 = arith.andi %x, %ones : i32
           %5 = arith.ori %x, %ones : i32
           %6 = arith.xori %x, %x : i32
           %7 = arith.cmpi sle, %x, %x : i32
           %8 = arith.select %c, %x, %x : i32
           %nz = arith.constant -0.0 : f32
           %pz = arith.constant 0.0 : f32
           %9 = arith.addf %y, %nz : f32
           %10 = arith.addf %y, %pz : f32
           %11 = arith.negf %y : f32
           %12 = arith.negf %11 : f32
           %sz = arith.constant dense<0> : vector<4xi32>
           %13 = arith.addi %v, %sz : vector<4xi32>
           %s3 = arith.constant dense<3> : vector<4xi32>
           %14 = arith.muli %s3, %s3 : vector<4xi32>
           return
         }",
    );
    let expected = [
        "arith.addi: operand 0",
        "arith.muli: operand 0",
        "arith.muli: operand 1",
        "arith.subi: 0 : i32",
        "arith.andi: operand 0",
        "arith.ori: -1 : i32",
        "arith.xori: 0 : i32",
        "arith.cmpi: true",
        "arith.select: operand 1",
        "arith.addf: operand 0",
        "arith.addf: -",
        "arith.negf: -",
        "arith.negf: ?",
        "arith.addi: operand 0",
        "arith.muli: dense<9> : vector<4xi32>",
    ];
    assert_eq!(got, expected);
}

#[test]
fn floats() {
    let got = fold_all(
        "func.func @f() {
           %a = arith.constant 1.5 : f32
           %b = arith.constant 0.25 : f64
           %0 = arith.addf %a, %a : f32
           %1 = arith.mulf %b, %b : f64
           %2 = arith.divf %a, %a : f32
           %3 = arith.negf %b : f64
           %4 = arith.addf %a, %a downward : f32
           return
         }",
    );
    let expected = [
        "arith.addf: 3.000000e+00 : f32",
        "arith.mulf: 6.250000e-02 : f64",
        "arith.divf: 1.000000e+00 : f32",
        "arith.negf: -2.500000e-01 : f64",
        "arith.addf: -",
    ];
    assert_eq!(got, expected);
}
