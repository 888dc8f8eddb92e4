#pragma once
// The look: colours and type sizes in design units (a 1280x720 reference screen).

#include "app/core/geometry.hpp"

namespace parlor::app::theme {

inline constexpr Color felt{22, 94, 58};
inline constexpr Color felt_dark{12, 58, 36};
inline constexpr Color felt_light{34, 120, 74};
inline constexpr Color ink{244, 241, 230};           // main text on felt
inline constexpr Color ink_soft{196, 214, 200};      // secondary text on felt
inline constexpr Color ink_dark{28, 30, 32};         // text on light panels
inline constexpr Color gold{232, 190, 80};           // titles, highlights
inline constexpr Color panel{14, 40, 28, 235};       // dialogs and menus on felt
inline constexpr Color panel_solid{14, 40, 28, 255}; // pages of text: nothing shows through
inline constexpr Color panel_edge{90, 150, 110};
inline constexpr Color button{38, 92, 64};
inline constexpr Color button_hover{52, 120, 84};
inline constexpr Color button_pressed{26, 70, 48};
inline constexpr Color button_primary{196, 150, 52};
inline constexpr Color button_primary_hover{222, 176, 70};
inline constexpr Color button_disabled{40, 60, 50};
inline constexpr Color focus{255, 236, 160};
inline constexpr Color selection{250, 214, 120}; // selected text in a light text field
inline constexpr Color error{255, 120, 110};
inline constexpr Color good{140, 230, 150};

// Type sizes (design units).
inline constexpr float title_size = 64;
inline constexpr float heading_size = 34;
inline constexpr float body_size = 21;
inline constexpr float small_size = 17;
inline constexpr float button_size = 22;

} // namespace parlor::app::theme
