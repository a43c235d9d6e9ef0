// A bitcast is a view (passes/dispatch.c makes no task of it): the RISC-V
// buffer table must give it its source's slot, or the op reading it reads a
// slot nothing wrote. The i32 bits are read as f32 and scaled on the host.
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @bitcast_feeds_host_op(%bits: tensor<7x13xi32>, %x: tensor<7x13xf32>) -> tensor<7x13xf32> {
  %f = iree_tensor_ext.bitcast %bits : tensor<7x13xi32> -> tensor<7x13xf32>
  %e = tensor.empty() : tensor<7x13xf32>
  %r = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%f, %x : tensor<7x13xf32>, tensor<7x13xf32>) outs(%e : tensor<7x13xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %0 = arith.mulf %a, %b : f32
    linalg.yield %0 : f32
  } -> tensor<7x13xf32>
  return %r : tensor<7x13xf32>
}
