"""The document, its undo stack and one command per edit; preferences; autosave."""
