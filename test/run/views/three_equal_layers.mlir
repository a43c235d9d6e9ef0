// Three layers with the same host op and shapes (x*y + x, then tanh) and a
// fourth op that differs: the RISC-V program holds one HostKernel blob per
// distinct op, shared by the layers' calls (targets/riscv/code.c).
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @three_equal_layers(%x: tensor<7x13xf32>, %y: tensor<7x13xf32>) -> tensor<7x13xf32> {
  %e = tensor.empty() : tensor<7x13xf32>
  %l1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%x, %y : tensor<7x13xf32>, tensor<7x13xf32>) outs(%e : tensor<7x13xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %0 = arith.mulf %a, %b : f32
    %1 = arith.addf %0, %a : f32
    %2 = math.tanh %1 : f32
    linalg.yield %2 : f32
  } -> tensor<7x13xf32>
  %l2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%l1, %y : tensor<7x13xf32>, tensor<7x13xf32>) outs(%e : tensor<7x13xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %0 = arith.mulf %a, %b : f32
    %1 = arith.addf %0, %a : f32
    %2 = math.tanh %1 : f32
    linalg.yield %2 : f32
  } -> tensor<7x13xf32>
  %l3 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%l2, %y : tensor<7x13xf32>, tensor<7x13xf32>) outs(%e : tensor<7x13xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %0 = arith.mulf %a, %b : f32
    %1 = arith.addf %0, %a : f32
    %2 = math.tanh %1 : f32
    linalg.yield %2 : f32
  } -> tensor<7x13xf32>
  %l4 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%l3, %x : tensor<7x13xf32>, tensor<7x13xf32>) outs(%e : tensor<7x13xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %0 = arith.subf %a, %b : f32
    linalg.yield %0 : f32
  } -> tensor<7x13xf32>
  return %l4 : tensor<7x13xf32>
}
