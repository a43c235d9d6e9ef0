// BAD: exit=1 error="dense array of element type 'index' (only i1, i8, i16, i32, i64, f32 a" at=4:18
module {
  func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
    "x.y"() {v = array<index: 1, 2>} : () -> ()
    return %a : tensor<4xf32>
  }
}
