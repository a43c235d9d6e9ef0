// test/e2e/host: a YOLOv8-like block, every op a host task on --target=opu.
func.func @cnn_block(%x: tensor<1x3x17x19xf32>) -> (tensor<1x26x16x18xf32>, tensor<1x16x8x9xf32>) {
  %two_i = arith.constant 2 : index
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %quarter = arith.constant 0.25 : f32
  %w1 = arith.constant dense<[[[[-0.088084, -0.174575, 0.075467], [-0.213782, 0.017941, -0.067156], [-0.221001, 0.003718, -0.231252]], [[-0.033177, -0.215072, -0.204643], [-0.037740, 0.163426, -0.188099], [-0.138381, 0.063717, 0.223854]], [[0.038551, -0.051660, 0.238128], [-0.226709, 0.179234, -0.105195], [-0.177872, -0.191104, -0.095759]]], [[[0.158063, -0.159637, 0.040800], [0.069457, -0.063801, 0.023872], [-0.218606, -0.220199, -0.147021]], [[0.090200, -0.036204, -0.092926], [0.042781, -0.023408, -0.100117], [0.147190, 0.099497, -0.127952]], [[0.037212, 0.012598, 0.187569], [0.114723, -0.106031, 0.240087], [-0.190967, -0.040939, 0.128570]]], [[[-0.174008, -0.005518, -0.230396], [0.084108, 0.132285, 0.036513], [0.187739, -0.093126, 0.097648]], [[0.047185, 0.039948, -0.021897], [0.169984, 0.222341, -0.012951], [0.082076, -0.219665, 0.100746]], [[0.073564, 0.246548, 0.160962], [-0.107702, -0.057104, 0.084326], [-0.238719, -0.019152, -0.165976]]], [[[-0.191452, -0.220523, 0.134116], [-0.185330, -0.126193, -0.054525], [0.185711, -0.209709, -0.025406]], [[0.024720, 0.191692, 0.159640], [0.181992, -0.110789, -0.042352], [-0.070614, 0.192096, 0.228866]], [[-0.174540, -0.161891, -0.134022], [-0.133332, -0.007519, 0.044562], [-0.118627, -0.247953, -0.040527]]], [[[-0.065373, 0.033171, 0.226549], [0.095247, 0.007746, 0.058796], [0.088100, -0.223004, 0.199767]], [[0.139985, 0.187257, 0.148937], [-0.053811, -0.050511, -0.198231], [0.067145, -0.218876, -0.216326]], [[-0.145618, -0.168848, -0.079973], [-0.223712, -0.249883, -0.174368], [-0.199268, -0.068195, -0.237250]]], [[[0.187166, 0.057034, -0.175725], [-0.123871, -0.076305, -0.067918], [-0.188579, 0.174468, 0.246551]], [[-0.017005, -0.008083, -0.207058], [-0.198906, -0.078682, -0.117622], [0.164428, -0.169281, -0.238452]], [[0.225493, 0.014129, -0.176699], [0.021586, -0.236479, 0.014055], [0.239251, 0.181663, 0.098098]]], [[[-0.119442, -0.066650, -0.166479], [0.135969, 0.016296, 0.139527], [-0.085168, -0.138479, 0.155756]], [[0.242463, 0.176314, 0.153039], [0.159166, 0.119937, -0.136630], [0.008819, -0.072219, -0.235510]], [[-0.236031, -0.110291, -0.120413], [0.096261, 0.228258, -0.026386], [0.218511, 0.244019, 0.227500]]], [[[-0.067682, -0.139769, -0.136577], [-0.151647, -0.147813, 0.062033], [0.200154, 0.170218, -0.010263]], [[0.076489, 0.149822, -0.207611], [0.080293, 0.204889, 0.141151], [0.125070, -0.010984, -0.160739]], [[0.144568, -0.083741, 0.150412], [0.235829, -0.052081, -0.049307], [0.223399, 0.112399, -0.164998]]]]> : tensor<8x3x3x3xf32>
  %b1 = arith.constant dense<[-0.186481, -0.174425, 0.202426, 0.153251, -0.176913, 0.163255, 0.240153, 0.078634]> : tensor<8xf32>
  %w2 = arith.constant dense<[[[[-0.149592]], [[0.048660]], [[-0.369016]], [[-0.485757]], [[0.470890]], [[0.149675]], [[0.026581]], [[0.433625]], [[-0.066191]], [[0.371743]], [[0.326155]], [[-0.288958]], [[-0.248165]], [[-0.207033]], [[-0.259461]], [[0.086437]]], [[[-0.240635]], [[-0.080987]], [[-0.368926]], [[0.410017]], [[-0.146216]], [[-0.041839]], [[0.083349]], [[0.404297]], [[-0.079372]], [[0.417721]], [[0.001649]], [[0.031825]], [[0.023507]], [[-0.481295]], [[-0.059875]], [[-0.316892]]], [[[-0.496068]], [[0.299170]], [[-0.327653]], [[-0.026507]], [[0.225193]], [[0.056476]], [[-0.174018]], [[0.018349]], [[0.055442]], [[0.284272]], [[-0.393891]], [[0.060296]], [[-0.251506]], [[-0.223083]], [[0.272261]], [[0.007714]]], [[[0.061729]], [[0.259993]], [[0.412488]], [[-0.056752]], [[0.112528]], [[0.005553]], [[0.012161]], [[0.192731]], [[-0.047654]], [[0.033285]], [[-0.021964]], [[0.441501]], [[0.199218]], [[0.376535]], [[0.442181]], [[-0.240408]]], [[[0.059514]], [[0.443267]], [[0.340000]], [[-0.362866]], [[-0.378378]], [[-0.057882]], [[-0.427454]], [[-0.259361]], [[-0.426879]], [[0.169472]], [[0.283936]], [[0.397026]], [[-0.345553]], [[0.216120]], [[0.160257]], [[-0.357021]]], [[[0.382833]], [[0.467545]], [[-0.280412]], [[0.452504]], [[-0.101743]], [[-0.012739]], [[0.489871]], [[0.332445]], [[-0.338534]], [[-0.068478]], [[0.015605]], [[-0.160884]], [[-0.304255]], [[-0.181474]], [[0.222151]], [[-0.480517]]]]> : tensor<6x16x1x1xf32>
  %xp = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x3x17x19xf32> to tensor<1x3x19x21xf32>
  %e1 = tensor.empty() : tensor<1x8x17x19xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<1x8x17x19xf32>) -> tensor<1x8x17x19xf32>
  %c1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%xp, %w1 : tensor<1x3x19x21xf32>, tensor<8x3x3x3xf32>) outs(%f1 : tensor<1x8x17x19xf32>) -> tensor<1x8x17x19xf32>
  %a1 = linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (c)>,
                                         affine_map<(n, c, h, w) -> (n, c, h, w)>],
                        iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%c1, %b1 : tensor<1x8x17x19xf32>, tensor<8xf32>) outs(%e1 : tensor<1x8x17x19xf32>) {
  ^bb0(%v: f32, %b: f32, %o: f32):
    %s = arith.addf %v, %b : f32
    %n = arith.negf %s : f32
    %ex = math.exp %n : f32
    %d = arith.addf %one, %ex : f32
    %y = arith.divf %s, %d : f32
    linalg.yield %y : f32
  } -> tensor<1x8x17x19xf32>
  %win = tensor.empty() : tensor<2x2xf32>
  %ep = tensor.empty() : tensor<1x8x8x9xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%ep : tensor<1x8x8x9xf32>) -> tensor<1x8x8x9xf32>
  %mx = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%a1, %win : tensor<1x8x17x19xf32>, tensor<2x2xf32>) outs(%fm : tensor<1x8x8x9xf32>) -> tensor<1x8x8x9xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%ep : tensor<1x8x8x9xf32>) -> tensor<1x8x8x9xf32>
  %sm = linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%a1, %win : tensor<1x8x17x19xf32>, tensor<2x2xf32>) outs(%fs : tensor<1x8x8x9xf32>) -> tensor<1x8x8x9xf32>
  %av = linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>],
                        iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%sm : tensor<1x8x8x9xf32>) outs(%ep : tensor<1x8x8x9xf32>) {
  ^bb0(%v: f32, %o: f32):
    %y = arith.mulf %v, %quarter : f32
    linalg.yield %y : f32
  } -> tensor<1x8x8x9xf32>
  %cat = tensor.concat dim(1) %mx, %av : (tensor<1x8x8x9xf32>, tensor<1x8x8x9xf32>) -> tensor<1x16x8x9xf32>
  %e2 = tensor.empty() : tensor<1x6x8x9xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x6x8x9xf32>) -> tensor<1x6x8x9xf32>
  %c2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%cat, %w2 : tensor<1x16x8x9xf32>, tensor<6x16x1x1xf32>) outs(%f2 : tensor<1x6x8x9xf32>) -> tensor<1x6x8x9xf32>
  %eb = tensor.empty() : tensor<1x6x8x2x9x2xf32>
  %bc = linalg.broadcast ins(%c2 : tensor<1x6x8x9xf32>) outs(%eb : tensor<1x6x8x2x9x2xf32>) dimensions = [3, 5]
  %up = tensor.collapse_shape %bc [[0], [1], [2, 3], [4, 5]] : tensor<1x6x8x2x9x2xf32> into tensor<1x6x16x18xf32>
  %eu = tensor.empty() : tensor<1x6x16x18xf32>
  %upf = linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h floordiv 2, w floordiv 2)>,
                                          affine_map<(n, c, h, w) -> (n, c, h, w)>],
                         iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%c2 : tensor<1x6x8x9xf32>) outs(%eu : tensor<1x6x16x18xf32>) {
  ^bb0(%v: f32, %o: f32):
    linalg.yield %v : f32
  } -> tensor<1x6x16x18xf32>
  %upg = linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>],
                         iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    outs(%eu : tensor<1x6x16x18xf32>) {
  ^bb0(%o: f32):
    %in = linalg.index 0 : index
    %ic = linalg.index 1 : index
    %ih = linalg.index 2 : index
    %iw = linalg.index 3 : index
    %hh = arith.divui %ih, %two_i : index
    %ww = arith.divui %iw, %two_i : index
    %v = tensor.extract %c2[%in, %ic, %hh, %ww] : tensor<1x6x8x9xf32>
    linalg.yield %v : f32
  } -> tensor<1x6x16x18xf32>
  %sl = tensor.extract_slice %a1[0, 0, 1, 0] [1, 8, 16, 18] [1, 1, 1, 1] : tensor<1x8x17x19xf32> to tensor<1x8x16x18xf32>
  %out = tensor.concat dim(1) %up, %upf, %upg, %sl : (tensor<1x6x16x18xf32>, tensor<1x6x16x18xf32>, tensor<1x6x16x18xf32>, tensor<1x8x16x18xf32>) -> tensor<1x26x16x18xf32>
  return %out, %cat : tensor<1x26x16x18xf32>, tensor<1x16x8x9xf32>
}
