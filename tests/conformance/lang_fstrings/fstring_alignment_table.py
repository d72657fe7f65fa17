data = [("North", 1520.5, 0.123), ("South", 980.0, -0.05), ("East", 12000.75, 0.4)]
header = f"{'Region':<8}{'Sales':>12}{'Growth':>9}"
print(header)
print("=" * len(header))
for region, sales, growth in data:
    print(f"{region:<8}{sales:>12,.2f}{growth:>+9.1%}")
total = sum(s for _, s, _ in data)
print(f"{'Total':<8}{total:>12,.2f}{'':>9}|")
print(f"{'centered':^29}")
