#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
"builtin.module"() <{sym_name = "module"}> ({
  "util.global"() <{initial_value = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-riscv_64", {cpu = "generic-rv64", cpu_features = "+m,+a,+f,+d,+c,+v,+zvl512b", data_layout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128", native_vector_size = 64 : i64, target_abi = "lp64d", target_triple = "riscv64-unknown-unknown-eabi-elf"}>]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{initial_value = dense_resource<__auto.blk.proj.weight> : tensor<1x72x24xi8>, sym_name = "__auto.blk.proj.weight", sym_visibility = "private", type = tensor<1x72x24xi8>}> {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main"}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view, %arg4: !hal.buffer_view, %arg5: !hal.buffer_view, %arg6: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = dense<2.500000e-01> : tensor<3x36x44xf32>}> : () -> tensor<3x36x44xf32>
    %3 = "hal.tensor.import"(%arg0) <{name = "tokens_i8", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<1x40x72xi8>}> : (!hal.buffer_view) -> tensor<1x40x72xi8>
    %4 = "iree_tensor_ext.compute_barrier.start"(%3) : (tensor<1x40x72xi8>) -> tensor<1x40x72xi8>
    %5 = "hal.tensor.import"(%arg1) <{name = "x_f32", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<3x20x36xf32>}> : (!hal.buffer_view) -> tensor<3x20x36xf32>
    %6 = "iree_tensor_ext.compute_barrier.start"(%5) : (tensor<3x20x36xf32>) -> tensor<3x20x36xf32>
    %7 = "hal.tensor.import"(%arg2) <{name = "a_bf16", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<5x12x16xbf16>}> : (!hal.buffer_view) -> tensor<5x12x16xbf16>
    %8 = "iree_tensor_ext.compute_barrier.start"(%7) : (tensor<5x12x16xbf16>) -> tensor<5x12x16xbf16>
    %9 = "hal.tensor.import"(%arg3) <{name = "b_bf16", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<5x16x30xbf16>}> : (!hal.buffer_view) -> tensor<5x16x30xbf16>
    %10 = "iree_tensor_ext.compute_barrier.start"(%9) : (tensor<5x16x30xbf16>) -> tensor<5x16x30xbf16>
    %11 = "hal.tensor.import"(%arg4) <{name = "q_f32", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<2x9x16xf32>}> : (!hal.buffer_view) -> tensor<2x9x16xf32>
    %12 = "iree_tensor_ext.compute_barrier.start"(%11) : (tensor<2x9x16xf32>) -> tensor<2x9x16xf32>
    %13 = "hal.tensor.import"(%arg5) <{name = "k_f32", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<2x11x16xf32>}> : (!hal.buffer_view) -> tensor<2x11x16xf32>
    %14 = "iree_tensor_ext.compute_barrier.start"(%13) : (tensor<2x11x16xf32>) -> tensor<2x11x16xf32>
    %15 = "hal.tensor.import"(%arg6) <{name = "unused_i8", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<4x4xi8>}> : (!hal.buffer_view) -> tensor<4x4xi8>
    %16 = "util.global.load"() <{global = @__auto.blk.proj.weight, is_immutable}> : () -> tensor<1x72x24xi8>
    %17 = "tensor.empty"() : () -> tensor<1x40x24xi32>
    %18 = "linalg.fill"(%0, %17) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg7: i32, %arg8: i32):
      "linalg.yield"(%arg7) : (i32) -> ()
    }) : (i32, tensor<1x40x24xi32>) -> tensor<1x40x24xi32>
    %19 = "linalg.batch_matmul"(%4, %16, %18) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg9: i8, %arg10: i8, %arg11: i32):
      %40 = "arith.extsi"(%arg9) : (i8) -> i32
      %41 = "arith.extsi"(%arg10) : (i8) -> i32
      %42 = "arith.muli"(%40, %41) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %43 = "arith.addi"(%arg11, %42) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%43) : (i32) -> ()
    }) : (tensor<1x40x72xi8>, tensor<1x72x24xi8>, tensor<1x40x24xi32>) -> tensor<1x40x24xi32>
    %20 = "tensor.empty"() : () -> tensor<3x20x44xf32>
    %21 = "linalg.fill"(%1, %20) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg12: f32, %arg13: f32):
      "linalg.yield"(%arg12) : (f32) -> ()
    }) : (f32, tensor<3x20x44xf32>) -> tensor<3x20x44xf32>
    %22 = "linalg.batch_matmul"(%6, %2, %21) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg14: f32, %arg15: f32, %arg16: f32):
      %44 = "arith.mulf"(%arg14, %arg15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %45 = "arith.addf"(%arg16, %44) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%45) : (f32) -> ()
    }) : (tensor<3x20x36xf32>, tensor<3x36x44xf32>, tensor<3x20x44xf32>) -> tensor<3x20x44xf32>
    %23 = "tensor.empty"() : () -> tensor<5x12x30xf32>
    %24 = "linalg.fill"(%1, %23) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg17: f32, %arg18: f32):
      "linalg.yield"(%arg17) : (f32) -> ()
    }) : (f32, tensor<5x12x30xf32>) -> tensor<5x12x30xf32>
    %25 = "linalg.generic"(%8, %10, %24) <{indexing_maps = [#map, #map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg19: bf16, %arg20: bf16, %arg21: f32):
      %46 = "arith.extf"(%arg19) : (bf16) -> f32
      %47 = "arith.extf"(%arg20) : (bf16) -> f32
      %48 = "arith.mulf"(%46, %47) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %49 = "arith.addf"(%arg21, %48) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%49) : (f32) -> ()
    }) : (tensor<5x12x16xbf16>, tensor<5x16x30xbf16>, tensor<5x12x30xf32>) -> tensor<5x12x30xf32>
    %26 = "tensor.empty"() : () -> tensor<2x9x11xf32>
    %27 = "linalg.fill"(%1, %26) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg22: f32, %arg23: f32):
      "linalg.yield"(%arg22) : (f32) -> ()
    }) : (f32, tensor<2x9x11xf32>) -> tensor<2x9x11xf32>
    %28 = "linalg.batch_matmul"(%12, %14, %27) <{indexing_maps = [#map, #map3, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg24: f32, %arg25: f32, %arg26: f32):
      %50 = "arith.mulf"(%arg24, %arg25) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %51 = "arith.addf"(%arg26, %50) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%51) : (f32) -> ()
    }) : (tensor<2x9x16xf32>, tensor<2x11x16xf32>, tensor<2x9x11xf32>) -> tensor<2x9x11xf32>
    %29 = "iree_tensor_ext.compute_barrier.end"(%19) : (tensor<1x40x24xi32>) -> tensor<1x40x24xi32>
    %30 = "iree_tensor_ext.compute_barrier.end"(%22) : (tensor<3x20x44xf32>) -> tensor<3x20x44xf32>
    %31 = "iree_tensor_ext.compute_barrier.end"(%25) : (tensor<5x12x30xf32>) -> tensor<5x12x30xf32>
    %32 = "iree_tensor_ext.compute_barrier.end"(%28) : (tensor<2x9x11xf32>) -> tensor<2x9x11xf32>
    %33 = "hal.tensor.export"(%29) <{name = "b1_i8", source_encoding = tensor<1x40x24xi32>}> : (tensor<1x40x24xi32>) -> !hal.buffer_view
    %34 = "hal.tensor.export"(%30) <{name = "b3_f32", source_encoding = tensor<3x20x44xf32>}> : (tensor<3x20x44xf32>) -> !hal.buffer_view
    %35 = "hal.tensor.export"(%31) <{name = "b5_bf16_generic", source_encoding = tensor<5x12x30xf32>}> : (tensor<5x12x30xf32>) -> !hal.buffer_view
    %36 = "hal.tensor.export"(%32) <{name = "b2_nt_f32", source_encoding = tensor<2x9x11xf32>}> : (tensor<2x9x11xf32>) -> !hal.buffer_view
    "util.return"(%33, %34, %35, %36) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%tokens_i8: tensor<1x40x72xi8>, %x_f32: tensor<3x20x36xf32>, %a_bf16: tensor<5x12x16xbf16>, %b_bf16: tensor<5x16x30xbf16>, %q_f32: tensor<2x9x16xf32>, %k_f32: tensor<2x11x16xf32>, %unused_i8: tensor<4x4xi8>) -> (%b1_i8: tensor<1x40x24xi32>, %b3_f32: tensor<3x20x44xf32>, %b5_bf16_generic: tensor<5x12x30xf32>, %b2_nt_f32: tensor<2x9x11xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      __auto.blk.proj.weight: "0x08000000BDCE9B39E6FBA8989286E70D6BCB4D7E4490B9060ADDC748AD549CC4B7726E8755254FC34DC6B2ABD0CB215F3C765B5A62E097591CD72CE402C0AEC0FAC8977270525E720D58CD8269CB133562D05A4403B2EAED1ACAEFF4AABCCFC3514D8C958CF721C8050926F934D8A62DB392EA6AB42322F1C7B0DCF04017D3230FB368D39A579036BBC844161E5DBDA0D570AECBF6878BDC3396667775CA3D2D76D485D3CAD378A84727EA5D725F1F2F5294CC1FB265F2CBA3C1E21A77A9D51383DE8CF5ACDE494EDDCB1399F17CB6ED6BB69E90908F3DAC192E79A71C8B0CFE16C0D38AA05608CB47E9277DB4FBB4BEF1EAFE8AB9ECF2C02664EE55B800B1898AC2C1BF07B646BCEB5FC3A5D48E656ED1119E7E12E8776728285F4B383F8BFFE498EFB66F601367726DABD7CC29F94D6725D151EC08B8284E304EC5D76DE57500945C79C877212CB18CE6671FA14578C52B5C905FAB3123F712F940E86EE4B84D81B76DA9841D61C29EE6504649E261B90D8E6174B4AA2C1CD55265104749F96B07F187958933199DFE105EC21C47A48BDD954562066883CD57D9549496760CF5E2B54A7BD0E4BC43FD5C78E799949E6B1F4D63DE04F0EB5C3747F292216271B324CE6F57FBED9F4D0FABE060AAAE35A7D4FF5DD7C30B7A688236AC8226D09F0C9DFD4A381AFC079406BFEA59CCDCBB45AF7D5E21812E8E1D69D10C6A69F8496A12CF705F024AF11D1FF2E5A5C14619DD7D2AD8A3EF961CA52D5020AECA6771E0B3144CDA2D1F639894E8267068AED528E0D4ADCD63861B8607744255974EDC4F51759AA9AF167DFF2A137F7194436D787D9EAD27FB2D633FB91F4A552ACE5B6E31E8621ABD66FE35B9D0DFBB3FD40A2108F4674EE702E77952D1C9F1EA1784C1B0660BF632101E54DEE874E42088A80392F67A787D226CD91B4CD06A9842C3FCB9246EFB651B4891A76DBE92CDA2738DAAE64B152F1F0D37760AC48507BFA94199B58974D295A0C690617F25CA1D642234AD3CA728EB74A26136399510DE32813A620EA801EAA8B859CDFC0292E1ACAA6064C204E50A2FCE5DE7D5ACE490ED7B88C8612E85CE764BA896A99E5A1C5384BCBC0E83FB6A3809B06354F43C355F6C2F7033E2D759AD560817B19CFA1F686ADCCF6F265566EA1A3D8A5322B7C2155C4E2A18CF4966FB2156D74F569665BD65D1639B297A338A1BD307FA7D75DB6E95AE378C00050C541A37C08AB42E93D7491B69A433CF9E027B6454540357819359BA20C7207585643C7A8983FB33A6B7DDC0643E40D9517CCD5CE4221BE889ADEAFF7A9142035D03CD1031C94AB63535F0D3ADB785FB64F06F79C7D54269E974216E58E9D3411FB6C2C8039788E8C41CCA2D6B25A21D43D197707D49AB1F9834B7706FC12CB8642500449E26D883F5127EB5AB98BF0558999E4D79D1CC5F12152AA76940942A597FAE6738408742454EAF2EB5C48918D422D53D7C461C59DE7D7EAAAC42B88D758E74AA30717B6E8F2D68C4356C2C2C58FF9B59B44DA4E5FB1A0CFF0BD3DDEF3FE8578A436C8AAFA8DCB9CCBDDE135EB271202ED9E3DE0A369D72BAB17FDAB07C09B786879FB1CC54313CD3710B00718B74CF4D394EE5AAA47FE11FF7DADC82F333A3F3883F496D3C38ECB79ED5CC190F8E6695FCAA7A2D0790AF561EBE1AD61A863A2A86E2F0BC4D16A4208BA3AF1BCABCF03ED10B23E0AC3BD96E2D570C29761370D9C319D6780A890CA7DE135D5BB3FFF9559F93632119B37DA9A50E37A419578E0A52D960719536728D49571BA70CAEC4208FCCFA625EC8B625F943C9083141769064A4CA6CEB8C81D9081B5B6B59DD93B4EF2E954DED4A6A89C9B3592E75B352ADB4386C406D959883648175CB060507ED91980624D72BAC22B403320D90319091A4F077A3659B784405D404D72BC7A317169F152520931B7582A98C45C60C25ED47CE18DC7743A807DD0AF5C07D20F4AC7CFC27150C87150F1278B2C3761730133A1A7533F472D6AACEAAD176CD5AD135B609FC1FCBC5DF5D2AABD1995EBC4D66D52456B2AEF1997A7FD08906828C5E72816128300FAEBA6BBFE07826E5E3BE22F2733CEFCB0297D84B8C99B08FE982E57FAAF0303D8C0FB97AE0D803DA612FA281D9DE9943E113B7FEDB7013EF0E3C98E5A997F3E407B6418798CA9AA1A1F5F13DDA436763E9D2E72CD06449E6666A3B9B4D6CD862E17B03559436FDF07D38DF61BB145B20AA6DEEC9A0D6098A06614722512D30BD1EB047FBBC6105DB6DEDF1EB09592BA0FF5E72845733EF44DCF9623E40C8B3A5D6DDA8C40B3873116B2A7A7AFC461A4BA379FE6EE33EFBDA20035242734A7A67893F4D2CF0C2182032B063260AAE5985F675305F13CFA28C8152BC46D8A8D152D457F414BCC74C8F2C918AF19D393D24BFBAFA4D0A910C1EAAADB3825BB2044CB1B9758401"
    }
  }
#-}
