import tinymce from 'tinymce/tinymce';
import 'tinymce/models/dom';
import 'tinymce/themes/silver';
import 'tinymce/icons/default';
// Skins as JS resources (TinyMCE >= 6.8): no stylesheet is fetched from a base URL, so the
// editor works offline and under vite without copying files to public/.
import 'tinymce/skins/ui/oxide/skin.js';
import 'tinymce/skins/ui/oxide/content.js';
import 'tinymce/skins/content/default/content.js';
import 'tinymce/plugins/advlist';
import 'tinymce/plugins/autolink';
import 'tinymce/plugins/lists';
import 'tinymce/plugins/link';
import 'tinymce/plugins/image';
import 'tinymce/plugins/charmap';
import 'tinymce/plugins/preview';
import 'tinymce/plugins/searchreplace';
import 'tinymce/plugins/visualblocks';
import 'tinymce/plugins/code';
import 'tinymce/plugins/fullscreen';
import 'tinymce/plugins/table';
import 'tinymce/plugins/wordcount';
import { TINYMCE_LANGUAGE, TINYMCE_ZH_CN } from '../../domain/widgets/editors/tinymce-zh-cn';

// Registered before any init, so TinyMCE never tries to fetch langs/zh_CN.js.
tinymce.addI18n(TINYMCE_LANGUAGE, { ...TINYMCE_ZH_CN });

/**
 * TinyMCE 6 (MIT) self-hosted: core, theme, model, icons, skins and the plugins of
 * RICH_TEXT_PLUGINS. Only ever reached through a dynamic import (use-rich-text-editor.ts); tests
 * replace this one module because jsdom cannot run TinyMCE's iframe editor.
 */
export type TinyMce = typeof tinymce;
export default tinymce;
