// Input phase with multi-device placement (as Merlin's promise_devices_layer
// sample writes it): flow.tensor.transfer between devices, elementwise arith
// on whole tensors, a matmul on device a.
module {
  func.func @schedule(%input: tensor<24x40xf32> {iree.abi.affinity = #hal.device.promise<@device_a>}, %w: tensor<40x24xf32>) -> (tensor<24x24xf32>, tensor<24x40xf32>) {
    %c0 = arith.constant 0.000000e+00 : f32
    %c2 = arith.constant dense<2.000000e+00> : tensor<24x40xf32>
    %empty = tensor.empty() : tensor<24x24xf32>
    %init = linalg.fill ins(%c0 : f32) outs(%empty : tensor<24x24xf32>) -> tensor<24x24xf32>
    %in_a = flow.tensor.transfer %input : tensor<24x40xf32> to #hal.device.promise<@device_a>
    %x1 = linalg.matmul ins(%in_a, %w : tensor<24x40xf32>, tensor<40x24xf32>) outs(%init : tensor<24x24xf32>) -> tensor<24x24xf32>
    %in_b = flow.tensor.transfer %input : tensor<24x40xf32> to #hal.device.promise<@device_b>
    %y1 = arith.mulf %in_b, %c2 : tensor<24x40xf32>
    %y2 = arith.subf %y1, %in_b : tensor<24x40xf32>
    %y3 = math.exp %y2 : tensor<24x40xf32>
    %z = arith.divf %y3, %c2 : tensor<24x40xf32>
    %final = flow.tensor.transfer %z : tensor<24x40xf32> to #hal.device.promise<@device_a>
    return %x1, %final : tensor<24x24xf32>, tensor<24x40xf32>
  }
}
