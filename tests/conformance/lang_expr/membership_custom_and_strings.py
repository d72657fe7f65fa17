class Team:
    def __init__(self, *members):
        self.members = members

    def __contains__(self, name):
        return name.lower() in (m.lower() for m in self.members)


team = Team("Ann", "Bob")
print("ann" in team, "cy" in team, "BOB" not in team)
text = "The Quick Brown Fox"
print("quick" in text, "quick" in text.lower(), "Quick B" in text)
print(all(w in text for w in ["The", "Fox"]))
print(any(ch in "xyz" for ch in text.lower()))
