// test/e2e/host: LayerNorm then softmax over rows of 37 x 100 (ViT-like chunk).
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @ln_softmax(%x: tensor<37x100xf32>) -> (tensor<37x100xf32>, tensor<37x100xi8>) {
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 100.0 : f32
  %eps = arith.constant 1.0E-5 : f32
  %qs = arith.constant 254.0 : f32
  %lo = arith.constant -128.0 : f32
  %hi = arith.constant 127.0 : f32
  %gamma = arith.constant dense<[-0.722975, 0.555774, 0.552246, 1.048008, -0.942827, -0.808324, -1.058520, -0.824511, 0.702071, -1.109361, 0.093944, -0.858277, -0.616030, -0.205259, 1.012970, 0.325206, -1.456703, -0.672489, -1.059869, 1.113854, 0.929219, 0.918141, 0.979096, 0.734250, 1.347970, 0.881312, -0.729876, 1.049817, -0.039644, 0.765012, 0.192416, -0.211267, -0.407392, -0.210533, -0.558716, -1.147920, 0.958931, 0.894776, 1.457044, 0.572768, 0.162679, 0.745234, -1.095439, 0.530465, -0.169800, -0.970099, -0.892120, 0.068080, -0.740065, -0.121623, 0.316496, -0.312728, -1.107657, -0.027429, -0.793659, -0.792965, -0.916593, -0.400680, -1.280173, 0.453695, 1.360998, -0.330934, 0.656646, 1.298933, -1.370374, -1.074763, 0.918286, 1.014436, 0.417167, -1.020730, -0.259527, 1.104725, 1.158577, 0.909516, -0.890825, 1.060963, -0.375731, 0.649533, -1.088977, 1.413910, 0.310500, 0.668143, -0.864853, 0.351721, 0.242624, 0.273675, -0.421947, 0.683081, -0.475998, -0.614025, -1.006550, 0.552094, -1.163219, -0.823328, -1.292568, 0.430580, 0.168459, 0.129947, -1.383518, -0.181228]> : tensor<100xf32>
  %beta = arith.constant dense<[-0.156941, -0.407338, -0.497025, 0.497914, -0.378484, -0.198497, -0.231056, 0.097259, -0.422573, -0.030109, -0.133302, 0.334503, -0.494284, -0.165247, -0.003441, 0.469787, 0.016687, -0.025778, 0.169502, -0.203444, -0.468260, 0.001377, 0.410402, 0.238373, -0.241685, 0.184048, 0.349119, -0.241452, 0.088012, -0.144435, -0.255742, -0.212646, -0.296153, -0.149181, -0.461893, -0.102365, -0.413243, 0.258146, 0.099809, -0.495904, 0.273851, -0.309571, -0.019266, 0.054629, -0.167134, -0.210564, -0.065039, -0.363012, 0.363565, -0.388066, 0.323504, -0.281725, -0.196647, -0.111657, -0.466625, -0.371726, -0.138974, -0.058130, 0.376443, 0.489853, -0.456425, 0.035052, -0.370644, 0.303670, -0.177286, 0.392898, 0.045403, -0.374364, -0.495061, -0.251878, 0.368055, -0.350251, -0.021076, -0.128348, -0.155027, 0.301785, -0.286245, 0.218375, 0.166587, 0.435346, 0.019896, 0.420446, -0.059467, 0.073275, 0.120602, 0.339656, 0.397577, -0.384630, -0.362838, 0.033851, 0.312422, 0.033596, -0.200487, 0.461859, -0.202148, -0.413115, -0.447915, -0.469594, 0.226935, -0.392846]> : tensor<100xf32>
  %er = tensor.empty() : tensor<37xf32>
  %em = tensor.empty() : tensor<37x100xf32>
  %z = linalg.fill ins(%zero : f32) outs(%er : tensor<37xf32>) -> tensor<37xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
    ins(%x : tensor<37x100xf32>) outs(%z : tensor<37xf32>) {
  ^bb0(%v: f32, %a: f32):
    %s = arith.addf %v, %a : f32
    linalg.yield %s : f32
  } -> tensor<37xf32>
  %cen = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
    ins(%x, %sum : tensor<37x100xf32>, tensor<37xf32>) outs(%em : tensor<37x100xf32>) {
  ^bb0(%v: f32, %s: f32, %o: f32):
    %m = arith.divf %s, %n : f32
    %c = arith.subf %v, %m : f32
    linalg.yield %c : f32
  } -> tensor<37x100xf32>
  %var = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
    ins(%cen : tensor<37x100xf32>) outs(%z : tensor<37xf32>) {
  ^bb0(%v: f32, %a: f32):
    %sq = arith.mulf %v, %v : f32
    %s = arith.addf %sq, %a : f32
    linalg.yield %s : f32
  } -> tensor<37xf32>
  %ln = linalg.generic {indexing_maps = [#id, #row, #col, #col, #id], iterator_types = ["parallel", "parallel"]}
    ins(%cen, %var, %gamma, %beta : tensor<37x100xf32>, tensor<37xf32>, tensor<100xf32>, tensor<100xf32>) outs(%em : tensor<37x100xf32>) {
  ^bb0(%c: f32, %v: f32, %g: f32, %b: f32, %o: f32):
    %m = arith.divf %v, %n : f32
    %e = arith.addf %m, %eps : f32
    %r = math.rsqrt %e : f32
    %y = arith.mulf %c, %r : f32
    %yg = arith.mulf %y, %g : f32
    %yb = arith.addf %yg, %b : f32
    linalg.yield %yb : f32
  } -> tensor<37x100xf32>
  %sm = linalg.softmax dimension(1) ins(%ln : tensor<37x100xf32>) outs(%em : tensor<37x100xf32>) -> tensor<37x100xf32>
  %eq = tensor.empty() : tensor<37x100xi8>
  %q = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
    ins(%ln : tensor<37x100xf32>) outs(%eq : tensor<37x100xi8>) {
  ^bb0(%v: f32, %o: i8):
    %m = arith.mulf %v, %qs : f32
    %r = math.roundeven %m : f32
    %a = arith.maximumf %r, %lo : f32
    %b = arith.minimumf %a, %hi : f32
    %i = arith.fptosi %b : f32 to i8
    linalg.yield %i : i8
  } -> tensor<37x100xi8>
  return %sm, %q : tensor<37x100xf32>, tensor<37x100xi8>
}
