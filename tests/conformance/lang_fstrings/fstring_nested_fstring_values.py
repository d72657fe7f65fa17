rows = {"cpu": 0.734, "mem": 0.41, "disk": 0.95}
for name, used in rows.items():
    level = "HIGH" if used > 0.9 else "ok"
    print(f"{name:>5}: {f'{used:.0%}':>5} {f'[{level}]' if level != 'ok' else ''}")
summary = ", ".join(f"{k}={f'{v:.2f}'}" for k, v in rows.items())
print(summary)
print(f"{'=' * 10}{f' {len(rows)} metrics ':^12}{'=' * 10}")
worst = max(rows, key=rows.get)
print(f"worst: {worst} at {f'{rows[worst]:.1%}':>6}")
print(f"{' | '.join(f'{k}:{v:.1f}' for k, v in sorted(rows.items()))}")
