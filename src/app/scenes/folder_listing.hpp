#pragma once
// What Load game's browser shows of one folder: the folder above, the sub-folders, and the files
// the games read, each recognised by the catalogue's own readers (a saved game by its game's
// reader, a game record by its start line), so that the list says before anything is opened what
// a file is and, for one that would not open, the one line `FILE:LINE: problem` opening it gives.
// No SDL: the dialog paints this, the tests read it.
//
// Reading a folder never blocks and never reads much: files are opened without waiting (a FIFO
// is refused, not waited on), only plain files are read, a saved game only up to the save limit
// (cards::save_file_limit, refused by its size before a byte is read), a record only its first
// few kilobytes, and no more than `files_examined` files of one folder (the newest).

#include "parlor/cards/seat_words.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace parlor::app {

struct FolderEntry {
    enum class Kind {
        Parent,     // ".." — the folder above
        Folder,     // a sub-folder
        Save,       // a saved game its game's reader takes
        Record,     // a game record whose game the window can watch
        Unloadable, // a file of the games' that does not open: `error` says why
    };
    Kind kind = Kind::Folder;
    std::string path{};     // as on disk, byte for byte
    std::string name{};     // shown: the name escaped (cards::printable), never control characters
    long long modified = 0; // seconds since the epoch
    std::uintmax_t size = 0;
    std::string game{};    // the game's name ("Pinochle"), when one is known
    std::string summary{}; // a save's summary in its library's words ("Human 12, ...")
    std::string error{};   // an unloadable file's one line
    bool is_file() const { return kind != Kind::Parent && kind != Kind::Folder; }
};

struct FolderListing {
    std::string folder; // absolute where it could be made so, always ending with '/'
    // The folder above first (none at the root), the sub-folders by name, then the files,
    // newest first. Names beginning with a dot are hidden, as file managers hide them.
    std::vector<FolderEntry> entries;
    std::string error;    // the folder could not be read ("FOLDER: cannot be read (...)")
    int not_examined = 0; // files past the examination limit, left out
};

inline constexpr int files_examined = 400;
inline constexpr std::size_t record_head_bytes = 16 * 1024;

// A save's summary names the seats by `words` (the table's: "You", the player's name).
FolderListing list_folder(const std::string& folder, const cards::SeatWords& words = {});

// The folder as a listing names it: absolute, normalised, ending with '/'.
std::string normal_folder(const std::string& folder);

// The folder above `folder` (ending with '/'), or empty at the root.
std::string parent_folder(const std::string& folder);

} // namespace parlor::app
