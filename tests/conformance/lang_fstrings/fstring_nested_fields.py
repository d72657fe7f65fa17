users = [{"name": "ann", "langs": ["py", "go"]}, {"name": "bob", "langs": []}]
for u in users:
    print(f"{u['name'].title()}: {', '.join(u['langs']) or 'none'} ({len(u['langs'])})")
stats = {"mean": 3.14159, "n": 12}
print(f"mean={stats['mean']:.2f} over {stats['n']} samples")
print(f"{'yes' if stats['n'] > 10 else 'no'}")
print(f"{[x * 2 for x in range(3)]} {dict(a=1)} {(lambda v: v + 1)(4)}")
key = "n"
print(f"[{f'{stats[key]:>4}'}] [{f'{7:03d}'}]")
print(f"{'{'}braces{'}'} {{literal}} {{{stats['n']}}}")
