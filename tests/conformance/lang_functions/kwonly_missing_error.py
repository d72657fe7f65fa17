def send_report(title, *, recipient, cc=()):
    lines = [f"To: {recipient}"]
    if cc:
        lines.append("Cc: " + ", ".join(cc))
    lines.append(f"Subject: {title}")
    return "\n".join(lines)


print(send_report("Weekly numbers", recipient="lead@example.org"))
print(send_report("Outage", recipient="ops@example.org", cc=("a@x.org", "b@x.org")))
print("---")
print(send_report("Draft"))
