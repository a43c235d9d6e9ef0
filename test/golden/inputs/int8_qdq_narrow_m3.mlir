#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1)>
module @module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  "util.global"() <{initial_value = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-riscv_64", {cpu = "generic-rv64", cpu_features = "+m,+a,+f,+d,+c,+v,+zvl512b", native_vector_size = 64 : i64, target_abi = "lp64d", target_triple = "riscv64-unknown-unknown-eabi-elf", ukernels = "mmt4d"}>]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{initial_value = dense_resource<__auto.head.weight.int8> : tensor<64x24xi8>, sym_name = "__auto.head.weight.int8", sym_visibility = "private", type = tensor<64x24xi8>}> {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> !hal.buffer_view, sym_name = "main"}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %c0_i32 = arith.constant 0 : i32
    %cst = arith.constant 3.125000e-02 : f32
    %cst_0 = arith.constant -1.280000e+02 : f32
    %cst_1 = arith.constant 1.270000e+02 : f32
    %cst_2 = arith.constant 4.882812e-04 : f32
    %cst_3 = arith.constant 1.250000e-01 : f32
    %cst_4 = arith.constant dense_resource<__auto.head.bias.int32> : tensor<24xi32>
    %cst_5 = arith.constant 3.000000e+00 : f32
    %0 = "hal.tensor.import"(%arg0) <{name = "pooled", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<3x64xf32>}> : (!hal.buffer_view) -> tensor<3x64xf32>
    %1 = "iree_tensor_ext.compute_barrier.start"(%0) : (tensor<3x64xf32>) -> tensor<3x64xf32>
    %2 = "util.global.load"() <{global = @__auto.head.weight.int8, is_immutable}> : () -> tensor<64x24xi8>
    %3 = tensor.empty() : tensor<3x64xi8>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<3x64xf32>) outs(%3 : tensor<3x64xi8>) {
    ^bb0(%in: f32, %out: i8):
      %13 = arith.divf %in, %cst : f32
      %14 = math.roundeven %13 : f32
      %15 = arith.addf %14, %cst_5 : f32
      %16 = arith.maximumf %15, %cst_0 : f32
      %17 = arith.minimumf %16, %cst_1 : f32
      %18 = arith.fptosi %17 : f32 to i8
      linalg.yield %18 : i8
    } -> tensor<3x64xi8>
    %5 = tensor.empty() : tensor<3x24xi32>
    %6 = linalg.fill ins(%c0_i32 : i32) outs(%5 : tensor<3x24xi32>) -> tensor<3x24xi32>
    %7 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%4, %2 : tensor<3x64xi8>, tensor<64x24xi8>) outs(%6 : tensor<3x24xi32>) {
    ^bb0(%in: i8, %in_6: i8, %out: i32):
      %13 = arith.extsi %in : i8 to i32
      %14 = arith.extsi %in_6 : i8 to i32
      %15 = arith.muli %13, %14 : i32
      %16 = arith.addi %out, %15 : i32
      linalg.yield %16 : i32
    } -> tensor<3x24xi32>
    %8 = tensor.empty() : tensor<3x24xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%7, %cst_4 : tensor<3x24xi32>, tensor<24xi32>) outs(%8 : tensor<3x24xf32>) {
    ^bb0(%in: i32, %in_6: i32, %out: f32):
      %13 = arith.addi %in, %in_6 : i32
      %14 = arith.sitofp %13 : i32 to f32
      %15 = arith.mulf %14, %cst_2 : f32
      linalg.yield %15 : f32
    } -> tensor<3x24xf32>
    %10 = tensor.empty() : tensor<3x24xi8>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<3x24xf32>) outs(%10 : tensor<3x24xi8>) {
    ^bb0(%in: f32, %out: i8):
      %13 = arith.divf %in, %cst_3 : f32
      %14 = math.roundeven %13 : f32
      %15 = arith.addf %14, %cst_5 : f32
      %16 = arith.maximumf %15, %cst_0 : f32
      %17 = arith.minimumf %16, %cst_1 : f32
      %18 = arith.fptosi %17 : f32 to i8
      linalg.yield %18 : i8
    } -> tensor<3x24xi8>
    %12 = "iree_tensor_ext.compute_barrier.end"(%11) : (tensor<3x24xi8>) -> tensor<3x24xi8>
    %13 = "hal.tensor.export"(%12) <{name = "class_scores", source_encoding = tensor<3x24xi8>}> : (tensor<3x24xi8>) -> !hal.buffer_view
    "util.return"(%13) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%pooled: tensor<3x64xf32>) -> (%class_scores: tensor<3x24xi8>)"}} : () -> ()
}

{-#
  dialect_resources: {
    builtin: {
      __auto.head.weight.int8: "0x010000004C135395FD44C38A81A62A17F978433DE0D24686C6FE4EB33B60EA6A0A0B2F99B2110E344F3BC42A4E1D309759EDD67E98DD4DE94FC1F2349942B334234CCB99748C1768B454286ADDFD6F5669B20414267933654F017A6B8823DDBF1BEFCEDC179F9701622E07B39E1C2AC5D039B3E2FCBAA419B6565E61330684B148AC8526D60F682C1F1FCFE0E108E4CBA12EFE8EB0ED1940E6997CF1BF4F7B97651B2C5F64F3F34955E24C9405EEF9CE3552E97196B2402FC5F4FD394978AD85860AA0C1174EDDB1C201F4D56E05C27CEA6E62EC1DFDC51BFA29FBFEA539E100CF234FF8D3DE29AA796A6D1FE1321BC5D226E67AFD3B4CA97054CB108220F4778FAF881D47129D2F38DFDD7C71005B17906CB2A873C51E84ED4F494D5107FE94F9BC9ADFDD77A62F21BF1CD2A58A212C99379B8C26FBF73A67922288340EA11E566D96AA1F226AC469576528F40032864B24A45272B16970F1FB48F1F30FC7FB371591554DCB7BDECADD718996015CC7C8C778FAEFF26DE0893796C0511B24BE0A3F893EADD7DF898E747F3E444174B634EFD86394A93C2E9EE70DA3F73FFF2494A193DA067B88B00736A7B0C93EA702125AE44CBA72B93311386AA1EC31AA42D27FBE1013824A4F12E3B143D45BE207F183E659080E5A2AA338BC260C4F3FE0C62BB079A7AB3121A3E39490848BF943909E27370B9A2DDF1989900BBA4AE9BA4411316D74CC98F9943A135E90AC652AF19F769D347CAE8D306C8841582E7F3BED2736CAC2F2BCB4515C28480A4A26B7C81884C2074B3C3F7A7F79366030D547059816192689DDDE319EBA734488DD6C3273D8F03056798ED9A48883D792FD81F755C4972E181EC6BBA2A1EC0CAFBF7B2AE37C19EE11052155FB6EC6C1A4CD6489B243F39B4FAE149C736E508104AA9FA718E5FAFD5D5F0845320B504CF9B8582567E4A8466CF65F6A5B83D7EBC1D2A3CADF175B2EDDBA8248CFAE96E9201F45BC6E2597B2E2EAA1416A6A57A6066E758D06074778FD6CDE637FD5583718E45FC6272A4D7892C3A28B9D171B1D397EA85202029E493144487897977B562B42A0B8DAD7A97A3B526BBFAD78B0BA21A15DFB3E6EF6209D3A1EA3F5794EB313E03CA679D621C46A92C7418190622888FB7F22F5D29083C765399AE37020D79B3D565CE0A55642A6DF2B44F93FE84A8573096457A79B7DF3E084657F7279A12E0EFBC493FB9FE735B34C0C7E7A5DACF1D5C24E0B47D9CC0C3163C6F40F7C6338458C0140C02A7D207981076152FF0F0AC2AC598AD3845CB613CEB1A8C88FC63BCE347C62E0B8363BAC198198516154DC14B0DAAFFB6D24B9FAE3640D20DCA0283C9779EF8E16651FB51CF1C5B9247C798FFC2A25015707C106C52479DDCD4AEE40DF997F440CEB6625AA71C8902702D2522A7C028F952B9D90F1EF0998AE30C4DB8191C538D0D9E4E818355B5638943E9EC94EFFF33BC265D0BE45846C8E47040B60E2A8B949CC25275E3F67849CC44C77A3109F88E7C2FEB7923BC744AD64A3A89A5B874CB819D465EC6732FA1D13FDF4D3771EF5B24DAE099DB92C53A4E5BA17DBF8114626C71857195BB2126ABA3D87E9BFE67C14409F6C258968D1DE4E0026C169F0E1CEDD073717E016688FEA2417AFCFCB172BF9BE9BF66414AADE14EE2E77F84DD493F5EFFD845C639C1C91FCF024902487553C7A540407DADDAA6AAEFB0993E8171A9E88D95227BC1D3D0AC1556D1C067961506DC45549E3DD3672811FD9ECCDADFF5A4ADB8A850B4EB582478C5388FA269B10EBFCD47061F9B4B5E0A59DB78D70BA5F7AC5EBB9DCFADFA7DF324264243AC858B13F5168108F01B4B4E77A6B086F6C8C2DED2476876C6B725B24943C959F2D1C2B4BB2027E429A051212FC7AD5632CB0F1B6455C467883B9D4B70B12CCA71A8288CB9BE80462B82BB63BEA0F190C28411A6D0097EF5E5F195E0B66AC72A42C1CB422345AC9ECCD33E7298979F1B8B3CDBC3DEFDD428D276BD1DD3ADCE8EFDC08E956CA49A81B782819C228B31DF801AD220E82A791BA09C2F71B8478B70CCF8F785E57108BFEE4A0DAD3A45FCB0B7E816B16C64C485DA2C522D3973F25081ADA7F9F151C6A81BFCF207DB6B692EF7C67871EDB4BD169B46D5C1442E9E24B113F558E90B028105B7D1CBD0774C0CBAC",
      __auto.head.bias.int32: "0x04000000A4FEFFFF1BF9FFFFEA0000001C090000D3F5FFFF99F6FFFF6D0500004BF7FFFFFBFFFFFFEE06000023F6FFFF8404000026FBFFFF7BF5FFFF08F7FFFF28020000A901000084F6FFFFFBFBFFFF2FF7FFFFEA050000DD0100002CF6FFFF60060000"
    }
  }
#-}
