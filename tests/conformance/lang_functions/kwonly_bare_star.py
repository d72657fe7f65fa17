def resize(width, height, *, keep_ratio=True, max_side=1024):
    if keep_ratio and max(width, height) > max_side:
        scale = max_side / max(width, height)
        return round(width * scale), round(height * scale)
    return min(width, max_side), min(height, max_side)


images = [(4000, 3000), (800, 600), (1200, 5000)]
for w, h in images:
    print((w, h), "->", resize(w, h))
print(resize(4000, 3000, keep_ratio=False))
print(resize(4000, 3000, max_side=400))
opts = {"keep_ratio": False, "max_side": 2000}
print(resize(2500, 900, **opts))
