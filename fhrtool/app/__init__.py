"""The desktop application's core: the document that runs steps as undo commands, translation of what the
pure layers say, files, preferences and autosave."""
