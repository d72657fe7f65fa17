"""The urllib package: only its parse submodule (urllib.parse) exists in
smolvm, as a sandbox cannot open URLs (urllib.request is absent)."""
