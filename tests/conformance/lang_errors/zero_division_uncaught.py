visits = {"home": 120, "about": 0, "blog": 45}
clicks = {"home": 30, "about": 0, "blog": 9}
print("pages:", len(visits))
total_visits = sum(visits.values())
print("overall rate:", round(sum(clicks.values()) / total_visits, 3))
for page in visits:
    rate = clicks[page] / visits[page]
    print(f"{page}: {rate:.1%}")
print("done")
