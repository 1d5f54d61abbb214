// `arith` is a dialect of the tool already.
irdl.dialect @arith {
  irdl.type @t
}
