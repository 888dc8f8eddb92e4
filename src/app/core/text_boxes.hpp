#pragma once
// Every line of text a frame painted, with what it was painted on, kept while a test asks
// (Gfx::record_text_boxes). It lets a test say what a player would see: two lines that collide,
// or a line that runs out of its panel or off the window.
//
// A panel is a filled rectangle, rounded or not, or a card: the last one painted under a line's
// centre is the line's panel (the window when there is none). A fill over the whole window (an
// overlay's dimming) starts a new layer: what lay beneath is no longer compared. Something opaque
// painted over a line later hides it, wholly or in part.

#include "app/core/geometry.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace parlor::app {

struct DrawnText {
    std::string text;
    Rect box;   // the line's pixels, as far as the clip lets them show
    Rect panel; // what it was painted on
};

class TextBoxes {
  public:
    // A new frame on a window of this size.
    void begin(const Rect& window);
    void clip(std::optional<Rect> r) { clip_ = r; }
    // Something painted that text may lie on; `opaque` also hides what it covers.
    void panel(const Rect& r, bool opaque);
    void text(std::string_view utf8, const Rect& box);

    // The lines of the top layer still to be seen.
    std::vector<DrawnText> visible() const;
    // One sentence per fault: a line off the window, out of its panel, or over another line.
    std::vector<std::string> faults() const;

  private:
    struct Line {
        DrawnText drawn;
        bool hidden = false;
    };
    Rect window_;
    std::optional<Rect> clip_;
    std::vector<Rect> panels_; // of the top layer, in painting order
    std::vector<Line> lines_;
};

} // namespace parlor::app
