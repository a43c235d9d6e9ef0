// mm_acc_requant_23x31x17: C = A.B + an int32 accumulator input (loaded as D), then divide by 256
// (a power of two, so x/256 == x*2^-8 exactly), round, clamp to [-128,127] in Merlin's cmpf/select
// form: the requantization folds into mvout.
#mk = affine_map<(d0, d1, d2) -> (d0, d2)>
#kn = affine_map<(d0, d1, d2) -> (d2, d1)>
#mn = affine_map<(d0, d1, d2) -> (d0, d1)>
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @main(%a: tensor<23x17xi8>, %b: tensor<17x31xi8>, %acc: tensor<23x31xi32>) -> tensor<23x31xi8> {
  %r = linalg.generic {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<23x17xi8>, tensor<17x31xi8>) outs(%acc : tensor<23x31xi32>) {
  ^bb0(%x: i8, %y: i8, %z: i32):
    %1 = arith.extsi %x : i8 to i32
    %2 = arith.extsi %y : i8 to i32
    %3 = arith.muli %1, %2 : i32
    %4 = arith.addi %z, %3 : i32
    linalg.yield %4 : i32
  } -> tensor<23x31xi32>
  %e8 = tensor.empty() : tensor<23x31xi8>
  %q = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%r : tensor<23x31xi32>) outs(%e8 : tensor<23x31xi8>) {
  ^bb0(%v: i32, %o: i8):
    %s = arith.constant 256.0 : f32
    %lo = arith.constant -128.0 : f32
    %hi = arith.constant 127.0 : f32
    %1 = arith.sitofp %v : i32 to f32
    %2 = arith.divf %1, %s : f32
    %3 = math.roundeven %2 : f32
    %p1 = arith.cmpf ult, %3, %lo : f32
    %4 = arith.select %p1, %lo, %3 : f32
    %p2 = arith.cmpf ugt, %4, %hi : f32
    %5 = arith.select %p2, %hi, %4 : f32
    %6 = arith.fptosi %5 : f32 to i8
    linalg.yield %6 : i8
  } -> tensor<23x31xi8>
  return %q : tensor<23x31xi8>
}
