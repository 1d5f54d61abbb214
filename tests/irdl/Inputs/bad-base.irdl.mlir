// A base named by a type kind that does not exist.
irdl.dialect @bad {
  irdl.operation @op {
    %0 = irdl.base "!builtin.nothing"
    irdl.results(r: %0)
  }
}
