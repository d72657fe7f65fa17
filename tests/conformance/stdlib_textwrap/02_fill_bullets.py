import textwrap

tasks = [
    "Reconcile the Q3 invoices against the bank statements and flag any payment that differs by more than 1%.",
    "Email the vendor about the delayed shipment of 250 units.",
    "Prepare the quarterly sales summary for the board meeting next Tuesday, including regional breakdowns.",
]

for n, task in enumerate(tasks, 1):
    print(textwrap.fill(task, width=50, initial_indent=f"{n}. ", subsequent_indent="   "))

print()
print(textwrap.fill("Notes: " + " ".join(t.split(",")[0] for t in tasks), width=60,
                    initial_indent="* ", subsequent_indent="  "))
print()
wrapped = textwrap.fill("alpha beta gamma delta epsilon zeta eta theta iota kappa", 20)
print(wrapped)
print(repr(wrapped))
print(textwrap.fill("x" * 10, width=4, initial_indent="> "))
