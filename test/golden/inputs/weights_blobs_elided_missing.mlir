#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
"builtin.module"() <{sym_name = "module"}> ({
  "util.global"() <{initial_value = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-riscv_64", {cpu = "generic-rv64", cpu_features = "+m,+a,+f,+d,+c,+v,+zvl512b", native_vector_size = 64 : i64, target_abi = "lp64d", target_triple = "riscv64-unknown-unknown-eabi-elf", ukernels = "mmt4d"}>]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{initial_value = dense_resource<__auto.enc.w_i8> : tensor<8x20xi8>, sym_name = "__auto.enc.w_i8", sym_visibility = "private", type = tensor<8x20xi8>}> {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()
  "util.global"() <{initial_value = dense_resource<__auto.enc.w_f32> : tensor<20x12xf32>, sym_name = "__auto.enc.w_f32", sym_visibility = "private", type = tensor<20x12xf32>}> {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()
  "util.global"() <{initial_value = dense_resource<__auto.enc.w_bf16> : tensor<24x16xbf16>, sym_name = "__auto.enc.w_bf16", sym_visibility = "private", type = tensor<24x16xbf16>}> {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()
  "util.global"() <{initial_value = dense_resource<__elided__> : tensor<16x12xf32>, sym_name = "__hoisted_tensor_16x12xf32", sym_visibility = "private", type = tensor<16x12xf32>}> {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()
  "util.global"() <{initial_value = dense<2.000000e+00> : tensor<12xf16>, sym_name = "__auto.enc.gain", sym_visibility = "private", type = tensor<12xf16>}> {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main"}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = dense_resource<__auto.enc.missing_bias> : tensor<12xf32>}> : () -> tensor<12xf32>
    %3 = "arith.constant"() <{value = dense<[true, false, true, true, false, true, false, false, true, true, true, false]> : tensor<12xi1>}> : () -> tensor<12xi1>
    %4 = "arith.constant"() <{value = dense<[1.000000e+00, -5.000000e-01, 2.500000e-01, -1.250000e-01, 6.250000e-02, -3.125000e-02, 1.562500e-02, -7.812500e-03, 3.906250e-03, -1.953130e-03, 9.765620e-04, -4.882810e-04]> : tensor<12xf16>}> : () -> tensor<12xf16>
    %5 = "hal.tensor.import"(%arg0) <{name = "x_i8", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<6x8xi8>}> : (!hal.buffer_view) -> tensor<6x8xi8>
    %6 = "hal.tensor.import"(%arg1) <{name = "x_f32", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<6x20xf32>}> : (!hal.buffer_view) -> tensor<6x20xf32>
    %7 = "hal.tensor.import"(%arg2) <{name = "y_bf16", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<5x24xbf16>}> : (!hal.buffer_view) -> tensor<5x24xbf16>
    %8 = "hal.tensor.import"(%arg3) <{name = "z_f32", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<5x16xf32>}> : (!hal.buffer_view) -> tensor<5x16xf32>
    %9 = "util.global.load"() <{global = @__auto.enc.w_i8, is_immutable}> : () -> tensor<8x20xi8>
    %10 = "util.global.load"() <{global = @__auto.enc.w_f32, is_immutable}> : () -> tensor<20x12xf32>
    %11 = "util.global.load"() <{global = @__auto.enc.w_bf16, is_immutable}> : () -> tensor<24x16xbf16>
    %12 = "util.global.load"() <{global = @__hoisted_tensor_16x12xf32, is_immutable}> : () -> tensor<16x12xf32>
    %13 = "util.global.load"() <{global = @__auto.enc.gain, is_immutable}> : () -> tensor<12xf16>
    %14 = "tensor.empty"() : () -> tensor<6x20xi32>
    %15 = "linalg.fill"(%0, %14) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg4: i32, %arg5: i32):
      "linalg.yield"(%arg4) : (i32) -> ()
    }) : (i32, tensor<6x20xi32>) -> tensor<6x20xi32>
    %16 = "linalg.matmul"(%5, %9, %15) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg6: i8, %arg7: i8, %arg8: i32):
      %40 = "arith.extsi"(%arg6) : (i8) -> i32
      %41 = "arith.extsi"(%arg7) : (i8) -> i32
      %42 = "arith.muli"(%40, %41) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %43 = "arith.addi"(%arg8, %42) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%43) : (i32) -> ()
    }) : (tensor<6x8xi8>, tensor<8x20xi8>, tensor<6x20xi32>) -> tensor<6x20xi32>
    %17 = "tensor.empty"() : () -> tensor<6x12xf32>
    %18 = "linalg.fill"(%1, %17) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg9: f32, %arg10: f32):
      "linalg.yield"(%arg9) : (f32) -> ()
    }) : (f32, tensor<6x12xf32>) -> tensor<6x12xf32>
    %19 = "linalg.matmul"(%6, %10, %18) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg11: f32, %arg12: f32, %arg13: f32):
      %44 = "arith.mulf"(%arg11, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %45 = "arith.addf"(%arg13, %44) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%45) : (f32) -> ()
    }) : (tensor<6x20xf32>, tensor<20x12xf32>, tensor<6x12xf32>) -> tensor<6x12xf32>
    %20 = "linalg.generic"(%19, %2, %17) <{indexing_maps = [#map3, #map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg14: f32, %arg15: f32, %arg16: f32):
      %46 = "arith.addf"(%arg14, %arg15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%46) : (f32) -> ()
    }) : (tensor<6x12xf32>, tensor<12xf32>, tensor<6x12xf32>) -> tensor<6x12xf32>
    %21 = "tensor.empty"() : () -> tensor<5x16xf32>
    %22 = "linalg.fill"(%1, %21) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg17: f32, %arg18: f32):
      "linalg.yield"(%arg17) : (f32) -> ()
    }) : (f32, tensor<5x16xf32>) -> tensor<5x16xf32>
    %23 = "linalg.matmul"(%7, %11, %22) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg19: bf16, %arg20: bf16, %arg21: f32):
      %47 = "arith.extf"(%arg19) : (bf16) -> f32
      %48 = "arith.extf"(%arg20) : (bf16) -> f32
      %49 = "arith.mulf"(%47, %48) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %50 = "arith.addf"(%arg21, %49) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%50) : (f32) -> ()
    }) : (tensor<5x24xbf16>, tensor<24x16xbf16>, tensor<5x16xf32>) -> tensor<5x16xf32>
    %24 = "tensor.empty"() : () -> tensor<5x12xf32>
    %25 = "linalg.fill"(%1, %24) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg22: f32, %arg23: f32):
      "linalg.yield"(%arg22) : (f32) -> ()
    }) : (f32, tensor<5x12xf32>) -> tensor<5x12xf32>
    %26 = "linalg.matmul"(%8, %12, %25) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg24: f32, %arg25: f32, %arg26: f32):
      %51 = "arith.mulf"(%arg24, %arg25) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %52 = "arith.addf"(%arg26, %51) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%52) : (f32) -> ()
    }) : (tensor<5x16xf32>, tensor<16x12xf32>, tensor<5x12xf32>) -> tensor<5x12xf32>
    %27 = "linalg.generic"(%26, %3, %4, %13, %24) <{indexing_maps = [#map3, #map4, #map4, #map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 4, 1>}> ({
    ^bb0(%arg27: f32, %arg28: i1, %arg29: f16, %arg30: f16, %arg31: f32):
      %53 = "arith.extf"(%arg29) : (f16) -> f32
      %54 = "arith.extf"(%arg30) : (f16) -> f32
      %55 = "arith.mulf"(%arg27, %54) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %56 = "arith.select"(%arg28, %55, %53) : (i1, f32, f32) -> f32
      "linalg.yield"(%56) : (f32) -> ()
    }) : (tensor<5x12xf32>, tensor<12xi1>, tensor<12xf16>, tensor<12xf16>, tensor<5x12xf32>) -> tensor<5x12xf32>
    %28 = "hal.tensor.export"(%16) <{name = "enc_i8", source_encoding = tensor<6x20xi32>}> : (tensor<6x20xi32>) -> !hal.buffer_view
    %29 = "hal.tensor.export"(%20) <{name = "enc_f32_bias", source_encoding = tensor<6x12xf32>}> : (tensor<6x12xf32>) -> !hal.buffer_view
    %30 = "hal.tensor.export"(%23) <{name = "enc_bf16", source_encoding = tensor<5x16xf32>}> : (tensor<5x16xf32>) -> !hal.buffer_view
    %31 = "hal.tensor.export"(%27) <{name = "enc_elided_gated", source_encoding = tensor<5x12xf32>}> : (tensor<5x12xf32>) -> !hal.buffer_view
    "util.return"(%28, %29, %30, %31) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%x_i8: tensor<6x8xi8>, %x_f32: tensor<6x20xf32>, %y_bf16: tensor<5x24xbf16>, %z_f32: tensor<5x16xf32>) -> (%enc_i8: tensor<6x20xi32>, %enc_f32_bias: tensor<6x12xf32>, %enc_bf16: tensor<5x16xf32>, %enc_elided_gated: tensor<5x12xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      __auto.enc.w_i8: "0x01000000F45E105C6D48F8F4035B17B1B04E04FA221E4CB099F3CEA5980A506432238B197CE677F4283E1E27A92084550891908AB162BE1A8848F7D4F11858B305BC24CC00822A96F628C8E90E7F6F589636C2D143BB04CA889211459CE79C59CBE3927685593081B7B66E6A8EF9E17B36E6EC931122B3482DC6D797D0D68477E9436D9FA3C0359A8390F84DFDAE2F10B1F303B17D3C45A2EC25E39EE6EC7EB781C65E79",
      __auto.enc.w_f32: "0x04000000A913D0BCAE47213EC3642A3E22FDB6BE516BFABE6E3400BE8B6C67BEA4DF9E3EA52C433E3BDFCF3D20636E3DD42B253E3D9BB5BEB45975BD04E7ACBE3BDFCF3EF7E4E1BEC139A33E07CED9BEB7623F3E79E926BE1361C3BD0E4FAF3E107AF6BED3DEE0BEE17AD43E4ED1113C7368D1BE2C65F93EDDB5E43E6666C6BE52499DBD2CD4BABE000040BEFED4F83DBA49ACBEF085493EE6AEE5BE7958A8BE6EA3A13EA8C6CBBD304CA6BDA69BC43DED0DBEBCD656ECBD4E62F0BE30BB673E295CEF3E98DDF33EC286273E182613BE832F0CBE93A9423EA1F8313E02BCC5BE14AE87BE16FB0BBE11C73A3C6DC59E3E00000000E09CF1BED42BA53E4DF38EBDE3A59B3CCD3B8EBE2B1895BD66F7E4BD7A368B3E0378CBBECDCC4C3D2FDDA4BE029A483E8D28EDBE2FDD64BE098A1FBE832F0C3E2653E5BE0BB526BD2B1895BE9B555FBE8126C2BCBADAEA3EE3A59BBCBA6BE93E5530AABEBE30D93E280F0BBE2D219FBEC9767E3EAAF1D23ED191FCBEC4426DBE31998A3E2EFF21BE014D84BEC898FBBE1F85EBBEB3EAF33DA2B4F73E643BFF3EFAED6B3B61C3F3BE8FC235BE1826933EE7FBA93EE0BE0E3EFA7E8ABE89D2DE3CA323B9BC4A0C023EC5FE72BEDDB5E43EB1E1C93E3B01ADBE74B555BE1214BF3E530563BEDC46E33E6C09793C39B4483EE09C513E7C6192BEF6285CBE7FFB7ABEFFB23B3E27C2463ED191BCBE39D6C53EC139A3BD6F8184BE6F8184BD0681F53EB459753DB762FF3D22FDD63E448BEC3E2653853EE78CA8BD0F0BB53DDF4FCD3E0612943EE63FA43DF6281CBEF0A706BE8E75713E6EA3813DAB3EF7BE7424573EE0BECE3E226C983E1F85CB3E0E2DD23E4DF30E3DEA04943EB4C8F6BD9FABCDBEBD5216BEDC6840BE3F35DE3E6EA3413EC3642A3D910FFA3D5227C0BE287E0C3D166A4D3EACADD8BD812682BE36ABBEBD34A234BE48BF3D3EFE65B7BEFCA9D1BE000040BECC7F483E4BEA843EC139233E0091DE3E27A009BE29CBF0BE82E247BCD49A66BDAF25A4BEE86A2B3E418222BE8BFD85BE0EBE30BEC139E33EBF0EFCBE840D0FBE539661BE35EF98BE713D8ABDBB278FBE107AD63E6F12833ABADA4A3E04E7ACBE97FF10BDAC1CDA3D9790AF3E1B0D80BE787A25BD58A8B53E95D4A93E1F858BBEE3A51B3D1DC9853EF46CD6BDC58F313E1D38273E6ADEF13E3FC65C3DA323393E2C6519BE0DE06D3EFDF635BE17B7D1B8728A0EBE5D6D45BE516BBABE0D718CBEEB73353DED0D7EBECC7FE8BE76719B3EAC8B5BBE8048DF3EA857CA3D8A1FE3BDF706BF3ECC5DCB3EC74B37BE2497BFBE1748103E6076AF3E3F35DE3DC58F913EA167B3BD2041F13DB37B72BE",
      __auto.enc.w_bf16: "0x08000000F6BEBD3EBC3E323F20BF09BF34BF0CBFEF3E3DBF803D12BFD2BE0CBE2C3F5E3E78BFE5BE34BF3E3F1E3F1C3F273FFA3E663F163FF9BE333FD8BC023F033E10BE8BBE0FBEBEBE43BF233F183F783FC33EDE3DFE3E3ABFB53EE7BD25BF18BF393DFCBEA6BD583E55BE3DBF95BC07BF07BF1CBF88BE5ABF9A3E683F61BEE03E5D3F69BF37BF1C3F2D3F8E3E2EBF31BE3C3F453F1B3F18BF353F80BEDD3E39BF713F533EE43E13BF703E253E3A3E90BEE93EA2BED1BE2BBFBC3E46BF0CBF5CBF923EE63DB13D6CBFF7BDA0BE50BF7EBF7E3F41BFCBBEECBE473E58BF76BD88BE2B3F7DBFA9BEE1BB703F083D53BDAD3ED0BE6FBF343B523FF43EF7BEBC3E323FF7BE343E93BE02BFD9BE17BF98BE6CBF51BE53BF043F4C3E7DBF0C3F1EBF1DBDDF3DABBED7BE05BE39BF3A3F46BF253F10BFC9BE64BE6EBF3EBF8EBEEEBD403F7A3F69BF8F3D3DBF1B3FB5BE493FB93D3FBF7DBF00BF3C3F33BF2CBD83BE9EBE1A3F12BFDF3EAA3E5E3F223D573FF3BD163E763E2D3F4B3F44BF39BF8A3D1F3F893DCDBE6C3FCEBE53BF65BF70BFE83E49BFDD3E3B3F7F3F1E3F1ABE7A3E2A3FDD3ED6BE063F47BFC4BE7E3F6BBDEDBE113FCCBD7EBF71BFF6BEACBE5F3F01BF333F353F2BBE7C3F063F02BDF4BE9FBD4D3F963D1CBF7EBE43BD1EBF153E6EBF243F24BF4BBF363EC5BE453FC8BB2F3D2B3F12BFFB3E983E12BE6B3F74BF393F36BF2D3F31BF64BFB33A5A3FF8BEDDBC5D3E03BF783D7BBFCFBD053FA3BE0FBF65BFCD3E15BE543FF63E4CBF543F5D3F223F293FB93EE23EAB3E393EF8BE3BBFE73E453E63BF913E613EBD3C0C3F403F73BE213FC0BA133E30BE5D3FE3BD673FA5BEB03E533FBC3E7FBE58BF31BD2FBE203F113F783FD6BD37BE033EFF3E57BF11BF35BFB3BECCBE6F3F15BF5D3FD2BE17BF723F52BF46BF3EBF5DBF68BE13BF2EBF77BFCA3E66BF09BF063E443FA33ED53ECD3E183F343F30BF64BF773E1A3D2B3D103F26BFD33E16BE20BE02BFDFBE213EDD3D503FE1BEDC3E4EBF9B3E2DBF373F6E3FFBBE1D3F0FBFC7BE4BBFEFBD4ABFD13E1A3E23BED63E08BFACBE8BBE7EBF"
    }
  }
#-}
