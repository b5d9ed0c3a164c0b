"""fhrtool: character sheets, combat tracker and casting boards for FHR with Free Casting."""

__version__ = "0.1.0"
