class Mailer:
    def send(self, to, subject, body=""):
        return f"to={to} subject={subject!r} body={len(body)} chars"


m = Mailer()
print(m.send("a@x.org", "hi"))
print(m.send(to="b@x.org", subject="report", body="see attached"))
print(m.send("c@x.org", subject="x", attachments=["f.pdf"]))
