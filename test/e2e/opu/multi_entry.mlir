// Three entry points sharing a constant weight: results returned twice, an
// input and a constant returned as they are (copies at the end of the entry),
// an entry with no dispatch at all, and a reshape (a view, not a copy).
#mk = affine_map<(d0, d1, d2) -> (d0, d2)>
#kn = affine_map<(d0, d1, d2) -> (d2, d1)>
#mn = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  "util.global"() <{initial_value = dense<[[1, -2, 3, -4, 5, -6, 7, -8, 9, -10, 11, -12, 13, -14, 15, -16, 17, 127], [-128, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34], [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3, 2, 3]]> : tensor<3x18xi8>, sym_name = "w", sym_visibility = "private", type = tensor<3x18xi8>}> : () -> ()
  func.func @main(%a: tensor<20x3xi8>) -> (tensor<20x18xi32>, tensor<20x18xi32>, tensor<20x3xi8>, tensor<60xi8>) {
    %w = "util.global.load"() <{global = @w, is_immutable}> : () -> tensor<3x18xi8>
    %z = arith.constant 0 : i32
    %e = tensor.empty() : tensor<20x18xi32>
    %f = linalg.fill ins(%z : i32) outs(%e : tensor<20x18xi32>) -> tensor<20x18xi32>
    %m = linalg.generic {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %w : tensor<20x3xi8>, tensor<3x18xi8>) outs(%f : tensor<20x18xi32>) {
    ^bb0(%x: i8, %y: i8, %o: i32):
      %1 = arith.extsi %x : i8 to i32
      %2 = arith.extsi %y : i8 to i32
      %3 = arith.muli %1, %2 : i32
      %4 = arith.addi %o, %3 : i32
      linalg.yield %4 : i32
    } -> tensor<20x18xi32>
    %v = tensor.collapse_shape %a [[0, 1]] : tensor<20x3xi8> into tensor<60xi8>
    return %m, %m, %a, %v : tensor<20x18xi32>, tensor<20x18xi32>, tensor<20x3xi8>, tensor<60xi8>
  }
  func.func @weights() -> tensor<3x18xi8> {
    %w = "util.global.load"() <{global = @w, is_immutable}> : () -> tensor<3x18xi8>
    return %w : tensor<3x18xi8>
  }
  func.func @times_w(%a: tensor<7x3xi8>, %c: tensor<7x18xi32>) -> tensor<7x18xi32> {
    %w = "util.global.load"() <{global = @w, is_immutable}> : () -> tensor<3x18xi8>
    %m = linalg.generic {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %w : tensor<7x3xi8>, tensor<3x18xi8>) outs(%c : tensor<7x18xi32>) {
    ^bb0(%x: i8, %y: i8, %o: i32):
      %1 = arith.extsi %x : i8 to i32
      %2 = arith.extsi %y : i8 to i32
      %3 = arith.muli %1, %2 : i32
      %4 = arith.addi %o, %3 : i32
      linalg.yield %4 : i32
    } -> tensor<7x18xi32>
    return %m : tensor<7x18xi32>
  }
}
