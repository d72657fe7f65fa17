# Convert colours between RGB, HSV, HLS and YIQ.
import colorsys

palette = {"red": (1.0, 0.0, 0.0), "teal": (0.0, 0.5, 0.5), "gold": (1.0, 0.84, 0.0),
           "grey": (0.5, 0.5, 0.5), "violet": (0.56, 0.0, 1.0), "black": (0, 0, 0)}
for name, (r, g, b) in palette.items():
    h, s, v = colorsys.rgb_to_hsv(r, g, b)
    hh, l, ss = colorsys.rgb_to_hls(r, g, b)
    y, i, q = colorsys.rgb_to_yiq(r, g, b)
    print(f"{name:7} hsv=({h:.3f}, {s:.3f}, {v:.3f}) hls=({hh:.3f}, {l:.3f}, {ss:.3f}) yiq=({y:.3f}, {i:.3f}, {q:.3f})")
    print("   back:", colorsys.hsv_to_rgb(h, s, v), colorsys.hls_to_rgb(hh, l, ss))
    print("   yiq back:", colorsys.yiq_to_rgb(y, i, q))

# A hue wheel, as hex strings.
wheel = []
for k in range(12):
    r, g, b = colorsys.hsv_to_rgb(k / 12, 0.8, 0.9)
    wheel.append("#%02x%02x%02x" % (round(r * 255), round(g * 255), round(b * 255)))
print(wheel)
print([colorsys.hls_to_rgb(k / 7, 0.4, 0.6) for k in range(-2, 9)])
print(colorsys.rgb_to_hls(1, 1, 0.5), colorsys.rgb_to_hsv(255, 128, 0))
print(colorsys.yiq_to_rgb(0.5, 0.9, -0.9), colorsys.ONE_THIRD)
