#!/usr/bin/python3
# gen_npy.py: writes the .npy fixtures of test_npy.c with numpy's own np.save
# (run once by hand: numpy is not needed to build or test). Values follow
# formulas test_npy.c recomputes. bf16/fp8 arrays are what ml_dtypes arrays
# become under np.save: the raw bytes under a void descr ('V2', 'V1').
import os
import numpy as np

d = os.path.join(os.path.dirname(os.path.abspath(__file__)), "npy")
i = np.arange(12).reshape(3, 4)
np.save(os.path.join(d, "f32_3x4.npy"), (i * 0.25 - 1.0).astype(np.float32))
np.save(os.path.join(d, "f16_3x4.npy"), (i * 0.5 - 2.0).astype(np.float16))
np.save(os.path.join(d, "i8_3x4.npy"), (i * 11 - 60).astype(np.int8))
np.save(os.path.join(d, "i32_3x4.npy"), (i * 100000 - 7).astype(np.int32))
np.save(os.path.join(d, "bool_3x4.npy"), (i % 3 == 0))
np.save(os.path.join(d, "f32_5.npy"), np.arange(5, dtype=np.float32))
np.save(os.path.join(d, "f32_scalar.npy"), np.float32(3.5))
# bf16 = the top half of the f32 bits (these values are exact in bf16)
f = (i * 0.25 - 1.0).astype(np.float32)
np.save(os.path.join(d, "bf16_3x4.npy"), (f.view(np.uint32) >> 16).astype(np.uint16).view("V2"))
# fp8 e4m3fn bytes of i * 0.5 - 2: sign, 4-bit exponent (bias 7), 3-bit mantissa
def e4m3(x):
    if x == 0:
        return 0
    s = 0x80 if x < 0 else 0
    m, e = np.frexp(abs(x))  # abs(x) = m * 2^e, m in [0.5, 1)
    return s | ((e - 1 + 7) << 3) | int((m * 2 - 1) * 8)
np.save(os.path.join(d, "fp8_3x4.npy"),
        np.array([e4m3(x) for x in (i * 0.5 - 2.0).flat], dtype=np.uint8).reshape(3, 4).view("V1"))
