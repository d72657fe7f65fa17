import statistics as st

inf = float('inf')
nan = float('nan')
print(st.mean([1, inf]), st.mean([1.0, -inf]), st.mean([1, nan]), st.mean([inf, -inf]))
print(st.fmean([1, inf]), st.variance([1.0, inf]), st.pvariance([2.0, nan]), st.median([1, inf, 3]))
for label, fn in [('stdev inf', lambda: st.stdev([1.0, inf])), ('pstdev nan', lambda: st.pstdev([1.0, nan])),
                  ('from_samples inf', lambda: st.NormalDist.from_samples([1.0, inf])),
                  ('fmean overflow', lambda: st.fmean([1e308, 1e308])),
                  ('fmean inf-inf', lambda: st.fmean([inf, -inf])),
                  ('covariance overflow', lambda: st.covariance([1e308, 1e308], [1, 2])),
                  ('geometric inf', lambda: st.geometric_mean([1, inf])),
                  ('harmonic inf', lambda: st.harmonic_mean([2.0, inf]))]:
    try:
        print(label, fn())
    except Exception as e:
        print(label, '->', type(e).__name__ + ':', e)
print(st.mean([1e308, 1e308]), st.mean([5e-324, 5e-324]), st.pvariance([1e154, -1e154]))
