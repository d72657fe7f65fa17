data = {"Python": (1991, 0.28123, 18_500_000), "JavaScript": (1995, 0.2212, 17_400_000), "Go": (2009, 0.04, 2_100_000), "Rust": (2015, 0.0301, 3_700_000)}
hdr = f"{'Language':<12}│{'Year':^6}│{'Share':>8}│{'Devs':>12}│{'Age':>4}"
print(hdr); print("─" * len(hdr))
for lang, (year, share, devs) in sorted(data.items(), key=lambda kv: -kv[1][2]):
    print(f"{lang:<12}│{year:^6}│{share:>8.2%}│{devs:>12,}│{2024 - year:>4}")
print("═" * len(hdr))
tot = sum(v[2] for v in data.values())
print(f"{'Total':<12}│{'':^6}│{sum(v[1] for v in data.values()):>8.1%}│{tot:>12,}│{'':>4}")
print(f"{tot:_}", f"{tot:.2e}", f"{tot / 1e6:.1f}M", f"{tot:#x}", f"{tot:>15,d}", f"{-tot:<+15,}|", f"{tot:^15n}|")
for v in [0, 0.5, 0.005, 0.0049999, 12.345, 1e-7, 123456789.0]:
    print(f"{v:10.2f}|{v:10.3g}|{v:10.1%}|{v:<10}|{v!r}")
